import type { DemoQuestionSet } from './types.js';

// Original practice questions written for this product's demo data.
export const cloudSoftwareEngineering: DemoQuestionSet = {
  key: 'cloud-software-engineering',
  title: 'クラウドとソフトウェア工学 基礎演習',
  description:
    'IaaS・PaaS・SaaS や稼働率の計算から、開発プロセス、テスト技法、設計の原則までを幅広く確認できる無料のおすすめ問題集です。',
  category: 'ソフトウェア工学',
  icon: '☁️',
  cardImage: 'cloud-software-engineering.jpg',
  isPaid: false,
  price: 0,
  trialQuestions: 0,
  validityPeriod: 180,
  isFeatured: true,
  featuredCategory: 'ソフトウェア工学',
  questions: [
    {
      text: '仮想マシンやストレージ、ネットワークなどのインフラをサービスとして提供し、OSやミドルウェアの選択・導入・管理は利用者が行うクラウドサービスの形態はどれか。',
      questionType: 'single',
      options: [
        { text: 'IaaS', isCorrect: true },
        { text: 'PaaS', isCorrect: false },
        { text: 'SaaS', isCorrect: false },
        { text: 'オンプレミス', isCorrect: false },
      ],
      explanation:
        '<p><strong>IaaS（Infrastructure as a Service）</strong> では、事業者が仮想化されたハードウェア資源を提供し、利用者はその上のOSから上を自分で管理します。</p><p>PaaS はアプリケーションの実行環境まで、SaaS はアプリケーションそのものまでを事業者が提供します。オンプレミスは自社で設備を保有して運用する形態で、クラウドサービスではありません。</p>',
    },
    {
      text: 'Webブラウザから利用する電子メールやオンラインの表計算ソフトのように、完成したアプリケーションの機能をネットワーク経由で提供するクラウドサービスの形態はどれか。',
      questionType: 'single',
      options: [
        { text: 'IaaS', isCorrect: false },
        { text: 'SaaS', isCorrect: true },
        { text: 'PaaS', isCorrect: false },
        { text: 'ハウジング', isCorrect: false },
      ],
      explanation:
        '<p><strong>SaaS（Software as a Service）</strong> では、利用者はアプリケーションをインストールせずにすぐ利用でき、基盤やアプリケーションの保守は事業者が担います。</p><p>ハウジングは、利用者が自分のサーバ機器を事業者のデータセンタに設置して運用するサービスで、クラウドサービスの形態ではありません。</p>',
    },
    {
      text: 'プログラムの実行環境（OS、ランタイム、ミドルウェアなど）が事業者によって提供・管理され、利用者は自分で開発したアプリケーションの配置と管理に集中できるクラウドサービスの形態はどれか。',
      questionType: 'single',
      options: [
        { text: 'IaaS', isCorrect: false },
        { text: 'SaaS', isCorrect: false },
        { text: 'PaaS', isCorrect: true },
        { text: 'DaaS（デスクトップ環境の提供）', isCorrect: false },
      ],
      explanation:
        '<p><strong>PaaS（Platform as a Service）</strong> はアプリケーションを動かすためのプラットフォームを提供し、OSのパッチ適用などは事業者が行います。</p><p>IaaS ではOSの管理も利用者の責任になり、SaaS では利用者はアプリケーションを開発せず、提供されたものを使います。</p>',
    },
    {
      text: 'IaaS を利用する場合に、一般に利用者（顧客）側が責任を負う範囲に含まれるものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: '仮想化基盤（ハイパーバイザ）の保守', isCorrect: false },
        { text: '仮想マシン上のゲストOSへのセキュリティパッチの適用', isCorrect: true },
        { text: '自社で導入したアプリケーションの設定と脆弱性への対応', isCorrect: true },
        { text: 'データセンタの建物への入退室管理', isCorrect: false },
      ],
      explanation:
        '<p>クラウドでは事業者と利用者が責任を分担する <strong>責任共有モデル</strong> が採られています。IaaS では <strong>ゲストOSより上</strong>（OS、ミドルウェア、アプリケーション、データ、アクセス設定など）が利用者の責任です。</p><p>データセンタの物理的なセキュリティや仮想化基盤の保守は、事業者の責任範囲です。</p>',
    },
    {
      text: 'アクセスの増加に対応するため、同じ構成のサーバの台数を増やし、負荷を分散して処理能力を高める方法はどれか。',
      questionType: 'single',
      options: [
        { text: 'スケールアウト', isCorrect: true },
        { text: 'スケールアップ', isCorrect: false },
        { text: 'スケールダウン', isCorrect: false },
        { text: 'フェールオーバ', isCorrect: false },
      ],
      explanation:
        '<p>サーバの <strong>台数を増やす</strong> のがスケールアウトで、クラウドのオートスケーリングでよく使われます。</p><p>スケールアップはCPUやメモリを増強して <strong>1台の性能を上げる</strong> 方法、スケールダウンは性能を下げる方法です。フェールオーバは障害時に待機系へ処理を切り替えることを指します。</p>',
    },
    {
      text: 'クラウドコンピューティングの特徴として適切なものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: '需要に応じて資源を素早く拡張したり縮小したりできる', isCorrect: true },
        { text: '資源の利用量が計測され、使った分に応じて課金される', isCorrect: true },
        { text: '利用者ごとに必ず専用の物理サーバが割り当てられる', isCorrect: false },
        { text: '利用者が必要なときに、事業者の担当者を介さずに自分で資源を確保できる', isCorrect: true },
      ],
      explanation:
        '<p>クラウドの代表的な特徴は、<strong>オンデマンド・セルフサービス</strong>、<strong>迅速な伸縮性</strong>、<strong>計測可能なサービス（従量課金）</strong>、幅広いネットワークアクセス、資源の共用です。</p><p>クラウドでは多数の利用者が物理資源を共用（マルチテナント）するのが基本で、専用の物理サーバは特別なオプションとして提供されるものです。</p>',
    },
    {
      text: '仮想マシンと比較したコンテナ型仮想化の特徴として適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: 'コンテナごとに独立したゲストOSのカーネルが起動する', isCorrect: false },
        { text: 'ハイパーバイザ上でハードウェア全体をエミュレートする', isCorrect: false },
        { text: 'ホストOSのカーネルを共有するため、軽量で起動が速い', isCorrect: true },
        { text: 'ホストOSと異なる種類のカーネルをもつOSを自由に動かせる', isCorrect: false },
      ],
      explanation:
        '<p><strong>コンテナ</strong> はアプリケーションとその依存関係をまとめて分離する技術で、<strong>ホストOSのカーネルを共有</strong> するため、ゲストOSを丸ごと起動する仮想マシンより軽量で素早く起動します。</p><p>コンテナごとのカーネル起動やハードウェアのエミュレーションは仮想マシンの特徴です。カーネルを共有するため、ホストと異なる種類のカーネルを必要とするOSをそのまま動かすことはできません。</p>',
    },
    {
      text: '要件定義、設計、プログラミング、テストといった工程を順番に進め、原則として前の工程に戻らない開発モデルはどれか。',
      questionType: 'single',
      options: [
        { text: 'スパイラルモデル', isCorrect: false },
        { text: 'プロトタイピングモデル', isCorrect: false },
        { text: 'スクラム', isCorrect: false },
        { text: 'ウォーターフォールモデル', isCorrect: true },
      ],
      explanation:
        '<p><strong>ウォーターフォールモデル</strong> は、水が上から下へ流れるように工程を1つずつ完了させて進めます。計画や進捗を管理しやすい反面、後から仕様を変更しにくいという弱点があります。</p><p>スパイラルモデルは設計・開発・評価を繰り返してシステムを段階的に拡大し、プロトタイピングは試作品で利用者の確認を得ながら進め、スクラムは短い期間の反復で開発する手法です。</p>',
    },
    {
      text: 'スクラムにおいて、プロダクトバックログの項目の内容と並び順（優先順位）に責任をもつ役割はどれか。',
      questionType: 'single',
      options: [
        { text: 'プロダクトオーナー', isCorrect: true },
        { text: 'スクラムマスター', isCorrect: false },
        { text: '開発者', isCorrect: false },
        { text: 'ステークホルダー', isCorrect: false },
      ],
      explanation:
        '<p><strong>プロダクトオーナー</strong> はプロダクトの価値を最大化する責任をもち、プロダクトバックログの項目を定義して並び順を決めます。</p><p>スクラムマスターはスクラムの理解と実践を支援し、障害を取り除く役割です。開発者はスプリントで作業を行い、作り上げる責任をもちます。</p>',
    },
    {
      text: 'プログラムの内部構造は考慮せず、仕様に基づいて入力と期待される出力の関係からテストケースを作成するテスト手法はどれか。',
      questionType: 'single',
      options: [
        { text: 'ホワイトボックステスト', isCorrect: false },
        { text: 'ブラックボックステスト', isCorrect: true },
        { text: 'コードレビュー', isCorrect: false },
        { text: 'カバレッジ測定', isCorrect: false },
      ],
      explanation:
        '<p><strong>ブラックボックステスト</strong> では、プログラムを中身の見えない箱とみなし、仕様どおりに動くかを入力と出力で確認します。同値分割や境界値分析が代表的な技法です。</p><p>ホワイトボックステストは、命令や分岐などの内部構造に着目してテストケースを作成します。カバレッジ測定はホワイトボックステストの網羅度を測るために使われます。</p>',
    },
    {
      text: 'ホワイトボックステストの網羅基準のうち、プログラム中のすべての命令を少なくとも1回は実行するようにテストケースを作るものはどれか。',
      questionType: 'single',
      options: [
        { text: '判定条件網羅（分岐網羅）', isCorrect: false },
        { text: '条件網羅', isCorrect: false },
        { text: '命令網羅', isCorrect: true },
        { text: '複数条件網羅', isCorrect: false },
      ],
      explanation:
        '<p><strong>命令網羅</strong> は、すべての命令を1回以上実行することを目標にする、最も基本的な網羅基準です。</p><p>判定条件網羅は各分岐の真と偽の両方を通すこと、条件網羅は判定を構成する個々の条件の真と偽をそれぞれ試すこと、複数条件網羅は条件の真偽のすべての組合せを試すことを求めます。命令網羅だけでは、実行文のない側の分岐（例えば else のない if の偽側）が試されないことがあります。</p>',
    },
    {
      text: '「1以上100以下の整数を有効とする」入力項目について、境界値分析に基づいてテストデータを選ぶとき、最も適切な組合せはどれか。',
      questionType: 'single',
      options: [
        { text: '1、50、100', isCorrect: false },
        { text: '−1、0、50', isCorrect: false },
        { text: '50 だけ', isCorrect: false },
        { text: '0、1、100、101', isCorrect: true },
      ],
      explanation:
        '<p><strong>境界値分析</strong> では、誤りの起きやすい有効範囲の境目に着目し、境界のすぐ内側（1 と 100）とすぐ外側（0 と 101）の値を選びます。</p><p>50 のような範囲の中ほどの値は、同値分割で有効な同値クラスの代表値として選ぶものです。境界の片側しか試さない組合せでは、<code>&lt;</code> と <code>&lt;=</code> の取り違えなどを見逃します。</p>',
    },
    {
      text: 'モジュール設計において、保守しやすい構造とされるモジュールの凝集度と結合度の組合せはどれか。',
      questionType: 'single',
      options: [
        { text: '凝集度は高く、結合度は低い', isCorrect: true },
        { text: '凝集度は低く、結合度は高い', isCorrect: false },
        { text: '凝集度も結合度も高い', isCorrect: false },
        { text: '凝集度も結合度も低い', isCorrect: false },
      ],
      explanation:
        '<p><strong>凝集度</strong> はモジュール内の要素がどれだけ1つの目的にまとまっているか、<strong>結合度</strong> はモジュール同士がどれだけ依存し合っているかの指標です。</p><p>凝集度が高く結合度が低いほど、1つのモジュールの変更がほかに波及しにくく、理解・テスト・再利用がしやすくなります。</p>',
    },
    {
      text: 'ソフトウェアの外部から見た振る舞い（機能）を変えずに、内部の構造を理解しやすく変更しやすいものに改善する作業はどれか。',
      questionType: 'single',
      options: [
        { text: 'リバースエンジニアリング', isCorrect: false },
        { text: 'リファクタリング', isCorrect: true },
        { text: 'デバッグ', isCorrect: false },
        { text: 'マイグレーション', isCorrect: false },
      ],
      explanation:
        '<p><strong>リファクタリング</strong> は機能を変えずにコードの構造を整えることで、変更の前後で同じテストが通ることを確認しながら少しずつ進めるのが基本です。</p><p>リバースエンジニアリングは既存の製品やプログラムを解析して仕様や構造を明らかにすること、デバッグは不具合の原因を取り除くこと、マイグレーションは別の環境やシステムへ移行することです。</p>',
    },
    {
      text: 'プログラムを修正した後、その修正によって、これまで正しく動いていた機能に新たな不具合が生じていないことを確認するテストはどれか。',
      questionType: 'single',
      options: [
        { text: '負荷テスト', isCorrect: false },
        { text: '受入れテスト', isCorrect: false },
        { text: '回帰テスト（リグレッションテスト）', isCorrect: true },
        { text: 'ペネトレーションテスト', isCorrect: false },
      ],
      explanation:
        '<p><strong>回帰テスト</strong> は、変更の影響で既存の機能が壊れていないか（デグレードしていないか）を確かめるテストです。繰り返し実行するため、自動化の効果が大きいテストです。</p><p>負荷テストは大量のアクセスなどに耐えられるかを、受入れテストは発注者が要件を満たしているかを、ペネトレーションテストは実際に攻撃を試みて脆弱性を確認します。</p>',
    },
    {
      text: '開発者が変更を頻繁に共有リポジトリへ統合し、そのたびに自動でビルドとテストを実行して問題を早期に発見するプラクティスはどれか。',
      questionType: 'single',
      options: [
        { text: 'ペアプログラミング', isCorrect: false },
        { text: 'ウォークスルー', isCorrect: false },
        { text: 'タイムボクシング', isCorrect: false },
        { text: '継続的インテグレーション（CI）', isCorrect: true },
      ],
      explanation:
        '<p><strong>継続的インテグレーション</strong> では、小さな変更をこまめに統合して自動テストを回すことで、統合時の問題を早く小さいうちに見つけます。さらに本番環境へのリリースまで自動化を進めたものが継続的デリバリー（CD）です。</p><p>ペアプログラミングは2人1組でコードを書く手法、ウォークスルーは成果物を関係者で順に確認するレビュー手法、タイムボクシングは作業時間の枠を固定して進める手法です。</p>',
    },
    {
      text: 'Git の操作に関する記述として適切なものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: 'git commit は、ステージした変更をローカルリポジトリに記録する', isCorrect: true },
        { text: 'git push は、ローカルリポジトリのコミットをリモートリポジトリに送る', isCorrect: true },
        { text: 'git clone は、リモートリポジトリを複製して手元に作業用のリポジトリを作る', isCorrect: true },
        {
          text: 'git pull は、ローカルのコミットをすべて削除してリモートの内容に置き換える操作である',
          isCorrect: false,
        },
      ],
      explanation:
        '<p><code>git commit</code> は <strong>ローカル</strong> に変更を記録し、<code>git push</code> はそれを <strong>リモート</strong> に送ります。<code>git clone</code> はリモートリポジトリを丸ごと複製して手元に作業環境を作ります。</p><p><code>git pull</code> はリモートの変更を取得（fetch）して現在のブランチに統合（merge または rebase）する操作で、ローカルのコミットを削除するものではありません。</p>',
    },
    {
      text: 'UMLのダイアグラムのうち、クラスの属性と操作、クラス間の関連や継承といったシステムの静的な構造を表すものはどれか。',
      questionType: 'single',
      options: [
        { text: 'シーケンス図', isCorrect: false },
        { text: 'クラス図', isCorrect: true },
        { text: 'アクティビティ図', isCorrect: false },
        { text: 'ステートマシン図', isCorrect: false },
      ],
      explanation:
        '<p><strong>クラス図</strong> は、クラスの属性・操作とクラス同士の関係を表し、システムの静的な構造を示します。</p><p>シーケンス図はオブジェクト間のメッセージのやり取りを時系列で、アクティビティ図は処理の流れを、ステートマシン図はオブジェクトの状態の遷移を表す、いずれも振る舞いを表す図です。</p>',
    },
    {
      text: 'UMLのダイアグラムのうち、システムの利用者（アクター）と、システムが利用者に提供する機能との関係を表すものはどれか。',
      questionType: 'single',
      options: [
        { text: 'クラス図', isCorrect: false },
        { text: 'コンポーネント図', isCorrect: false },
        { text: 'ユースケース図', isCorrect: true },
        { text: 'タイミング図', isCorrect: false },
      ],
      explanation:
        '<p><strong>ユースケース図</strong> は、アクターとユースケース（システムが提供する機能）の関係を描き、要件定義の段階でシステムの範囲を関係者と共有するのに使います。</p><p>コンポーネント図はソフトウェアの部品の構成と依存関係を、タイミング図は状態の変化を時間軸に沿って表す図です。</p>',
    },
    {
      text: 'ITサービスの提供者と利用者の間で、稼働率や障害時の復旧時間などのサービスの品質水準を合意して文書にしたものはどれか。',
      questionType: 'single',
      options: [
        { text: 'RFP', isCorrect: false },
        { text: 'WBS', isCorrect: false },
        { text: 'NDA', isCorrect: false },
        { text: 'SLA', isCorrect: true },
      ],
      explanation:
        '<p><strong>SLA（Service Level Agreement）</strong> は、提供するサービスの内容と品質の目標値、達成できなかった場合の扱いなどを定めた合意書です。</p><p>RFP は発注者がベンダに提案を求める提案依頼書、WBS は作業を階層的に分解した構成図、NDA は秘密保持契約です。</p>',
    },
    {
      text: '稼働率 0.9 の装置を2台並列に接続し、どちらか1台が稼働していればシステム全体が稼働するとき、システム全体の稼働率はいくらか。',
      questionType: 'single',
      options: [
        { text: '0.99', isCorrect: true },
        { text: '0.81', isCorrect: false },
        { text: '0.9', isCorrect: false },
        { text: '0.95', isCorrect: false },
      ],
      explanation:
        '<p>並列システムが停止するのは2台とも停止したときだけです。停止の確率は (1 − 0.9) × (1 − 0.9) = 0.01 なので、稼働率は 1 − 0.01 = <strong>0.99</strong> です。</p><p>0.81 は2台を直列に接続した場合（0.9 × 0.9）の稼働率です。</p>',
    },
    {
      text: '稼働率 0.9 の装置と稼働率 0.8 の装置を直列に接続し、両方が稼働しているときだけシステム全体が稼働するとき、システム全体の稼働率はいくらか。',
      questionType: 'single',
      options: [
        { text: '0.98', isCorrect: false },
        { text: '0.72', isCorrect: true },
        { text: '0.85', isCorrect: false },
        { text: '0.8', isCorrect: false },
      ],
      explanation:
        '<p>直列システムは両方が同時に稼働している必要があるので、稼働率は掛け算で 0.9 × 0.8 = <strong>0.72</strong> です。直列にすると、全体の稼働率は最も低い装置の稼働率よりさらに低くなります。</p><p>0.98 は並列に接続した場合の 1 − (0.1 × 0.2) の値です。</p>',
    },
    {
      text: 'あるシステムの MTBF（平均故障間隔）が480時間、MTTR（平均修理時間）が20時間のとき、このシステムの稼働率はいくらか。',
      questionType: 'single',
      options: [
        { text: '0.92', isCorrect: false },
        { text: '0.98', isCorrect: false },
        { text: '0.96', isCorrect: true },
        { text: '0.04', isCorrect: false },
      ],
      explanation:
        '<p>稼働率は MTBF ÷ (MTBF + MTTR) で求めます。480 ÷ (480 + 20) = 480 ÷ 500 = <strong>0.96</strong> です。</p><p>0.04 は停止している時間の割合（不稼働率）です。MTBF を長くする（故障しにくくする）か、MTTR を短くする（早く直す）ことで稼働率は上がります。</p>',
    },
    {
      text: 'マイクロサービスアーキテクチャの特徴として適切なものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: 'すべてのサービスが必ず1つのデータベーススキーマを共有しなければならない', isCorrect: false },
        { text: '機能ごとの小さなサービスを、それぞれ独立して開発・デプロイできる', isCorrect: true },
        { text: 'サービス同士は API などを介して疎結合に連携する', isCorrect: true },
        { text: 'すべての機能を1つの実行単位にまとめてデプロイする', isCorrect: false },
      ],
      explanation:
        '<p><strong>マイクロサービス</strong> では、システムを小さなサービスに分割し、各サービスを <strong>独立してデプロイ・拡張</strong> できるようにします。サービス間は API やメッセージで <strong>疎結合</strong> に連携します。</p><p>すべてを1つにまとめてデプロイするのはモノリシックな構成です。マイクロサービスでは、各サービスが自分のデータを所有し、他のサービスとデータベースを共有しないことが推奨されます。</p>',
    },
    {
      text: 'アジャイルソフトウェア開発宣言で、より価値を置くとされているものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: '計画に従うことよりも、変化に対応すること', isCorrect: true },
        { text: '包括的なドキュメントよりも、動くソフトウェア', isCorrect: true },
        { text: '顧客との協調よりも、契約交渉', isCorrect: false },
        { text: '個人と対話よりも、プロセスやツール', isCorrect: false },
      ],
      explanation:
        '<p>アジャイルソフトウェア開発宣言は、<strong>個人と対話</strong>、<strong>動くソフトウェア</strong>、<strong>顧客との協調</strong>、<strong>変化への対応</strong> に、それぞれプロセスやツール、包括的なドキュメント、契約交渉、計画に従うことよりも価値を置くとしています。</p><p>「契約交渉」と「プロセスやツール」を重んじる選択肢は、この比較の向きを逆にしたものです。なお宣言は、右側の項目にも価値があることを認めたうえで左側をより重視するとしています。</p>',
    },
    {
      text: 'サーバレスコンピューティング（FaaS）の説明として適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: '物理的なサーバを一切使わずに、利用者の端末だけで処理を完結させる', isCorrect: false },
        {
          text: 'HTTPリクエストやファイルの追加などのイベントをきっかけに関数が実行され、利用者はサーバの構築や管理を行わない',
          isCorrect: true,
        },
        { text: '利用者が仮想マシンを常時起動しておき、OSの管理も自分で行う', isCorrect: false },
        { text: '自社のデータセンタにサーバを設置し、社内だけで運用する', isCorrect: false },
      ],
      explanation:
        '<p><strong>サーバレス</strong> といっても実際にはサーバは存在しますが、その構築・拡張・保守は事業者が行い、利用者は <strong>イベントに応じて実行されるコード</strong> だけを用意します。課金も実行時間や回数に応じたものが一般的です。</p><p>仮想マシンを常時起動してOSを管理するのは IaaS、自社データセンタでの運用はオンプレミスの説明です。</p>',
    },
    {
      text: 'ソフトウェアの開発規模を見積もる手法のうち、外部入力・外部出力・内部論理ファイルなどの機能の数と複雑さを基に規模を算出するものはどれか。',
      questionType: 'single',
      options: [
        { text: 'LOC（プログラムステップ数）法', isCorrect: false },
        { text: 'デルファイ法', isCorrect: false },
        { text: 'ファンクションポイント法', isCorrect: true },
        { text: 'PERT', isCorrect: false },
      ],
      explanation:
        '<p><strong>ファンクションポイント法</strong> は、利用者から見た機能の量と複雑さを点数化して規模を見積もるため、プログラミング言語に依存せず、要件が固まった早い段階から使えます。</p><p>LOC法はプログラムの行数で規模を表す方法、デルファイ法は複数の専門家の意見を繰り返し集約して予測する方法、PERT は作業の順序関係から日程を管理する手法です。</p>',
    },
    {
      text: '自社専用に構築したクラウド環境と、不特定多数の利用者が共用するクラウドサービスを組み合わせ、データや処理の性質に応じて使い分ける利用形態はどれか。',
      questionType: 'single',
      options: [
        { text: 'ハイブリッドクラウド', isCorrect: true },
        { text: 'パブリッククラウド', isCorrect: false },
        { text: 'プライベートクラウド', isCorrect: false },
      ],
      explanation:
        '<p>プライベートクラウドとパブリッククラウド（あるいはオンプレミス）を組み合わせる形態を <strong>ハイブリッドクラウド</strong> といいます。機密性の高いデータは自社専用の環境に置き、負荷が変動する処理はパブリッククラウドで伸縮させる、といった使い分けができます。</p><p>パブリッククラウドだけ、またはプライベートクラウドだけを利用する場合は、組み合わせにはなりません。</p>',
    },
  ],
};
