import type { DemoQuestionSet } from './types.js';

// Original practice questions written for this product's demo data.
export const securityPractice: DemoQuestionSet = {
  key: 'security-practice',
  title: '情報セキュリティ実践問題集',
  description:
    '暗号と認証の基礎から、Webアプリケーションへの攻撃とその対策、インシデント発生時の初動対応までを実務に近い場面で問う問題集です。最初の3問は購入前にお試しいただけます。',
  category: 'セキュリティ技術',
  icon: '🔐',
  cardImage: 'security-practice.jpg',
  isPaid: true,
  price: 1980,
  trialQuestions: 3,
  validityPeriod: 180,
  isFeatured: true,
  featuredCategory: 'セキュリティ技術',
  questions: [
    {
      text: '暗号化と復号に同じ鍵を使う共通鍵暗号方式のアルゴリズムはどれか。',
      questionType: 'single',
      options: [
        { text: 'AES', isCorrect: true },
        { text: 'RSA', isCorrect: false },
        { text: 'ECDSA', isCorrect: false },
        { text: 'ElGamal', isCorrect: false },
      ],
      explanation:
        '<p><strong>AES</strong> は現在広く使われている共通鍵暗号方式（ブロック暗号）です。</p><p>RSA と ElGamal は暗号化と復号に異なる鍵を使う公開鍵暗号方式で、ECDSA は楕円曲線暗号を使ったデジタル署名方式です。</p>',
    },
    {
      text: '公開鍵暗号方式を使って、Aさんが Bさんだけに読める形で機密文書を送りたい。Aさんが文書の暗号化に使う鍵はどれか。',
      questionType: 'single',
      options: [
        { text: 'Bさんの秘密鍵', isCorrect: false },
        { text: 'Bさんの公開鍵', isCorrect: true },
        { text: 'Aさんの公開鍵', isCorrect: false },
        { text: 'Aさんの秘密鍵', isCorrect: false },
      ],
      explanation:
        '<p>機密性を確保するには、<strong>受信者（Bさん）の公開鍵</strong> で暗号化します。それを復号できるのは、対になる秘密鍵をもつBさんだけです。</p><p>Bさんの秘密鍵はBさん本人しか持っていないのでAさんは使えません。Aさんの秘密鍵で暗号化したものは、誰でも入手できるAさんの公開鍵で復号できてしまうため、機密性は守れません。</p>',
    },
    {
      text: 'デジタル署名において、署名を生成するときに使う鍵はどれか。',
      questionType: 'single',
      options: [
        { text: '送信者の公開鍵', isCorrect: false },
        { text: '受信者の公開鍵', isCorrect: false },
        { text: '送信者の秘密鍵', isCorrect: true },
        { text: '受信者の秘密鍵', isCorrect: false },
      ],
      explanation:
        '<p>デジタル署名は、送信者が文書のハッシュ値などから <strong>自分の秘密鍵</strong> を使って生成します。受信者は送信者の公開鍵で署名を検証します。</p><p>秘密鍵は本人しか持っていないため、検証に成功すれば本人が署名したことを確認できます。受信者の鍵を使うのは、機密性のための暗号化の場面です。</p>',
    },
    {
      text: 'デジタル署名を検証することで確認できることとして適切なものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: '文書がウイルスに感染していないこと', isCorrect: false },
        { text: '署名後に文書が改ざんされていないこと', isCorrect: true },
        { text: '署名者の秘密鍵をもつ本人が署名したこと', isCorrect: true },
        { text: '文書の内容が第三者に読まれていないこと', isCorrect: false },
      ],
      explanation:
        '<p>デジタル署名によって、<strong>完全性</strong>（改ざんされていないこと）と <strong>真正性</strong>（本人が作成したこと）を確認でき、署名者は後から否認しにくくなります。</p><p>署名は文書を暗号化するものではないため、盗み見を防ぐ機密性は得られません。マルウェアの有無も署名だけでは判断できません。</p>',
    },
    {
      text: '暗号学的ハッシュ関数がもつべき性質として適切なものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: '同じ入力からは常に同じハッシュ値が得られる', isCorrect: true },
        { text: 'ハッシュ値から元の入力を求めることが計算上困難である', isCorrect: true },
        { text: '同じハッシュ値になる異なる2つの入力を見つけることが計算上困難である', isCorrect: true },
        { text: 'ハッシュ値を秘密鍵で処理すると元の入力に戻すことができる', isCorrect: false },
      ],
      explanation:
        '<p>ハッシュ関数は決まった入力に対して <strong>常に同じ値</strong> を返し、<strong>原像計算困難性</strong>（一方向性）と <strong>衝突困難性</strong> をもつことが求められます。</p><p>ハッシュは一方向の変換であり、鍵を使っても元の入力に戻すことはできません。元に戻せるのは暗号化です。</p>',
    },
    {
      text: 'Webサービスで利用者のパスワードを保存する方法として最も適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: '平文のまま、アクセス権を厳しく設定したデータベースに保存する', isCorrect: false },
        {
          text: '利用者ごとに異なるソルトを付け、bcrypt など計算コストを意図的に高めたハッシュ関数でハッシュ化して保存する',
          isCorrect: true,
        },
        { text: 'サーバに置いた共通鍵で暗号化して保存する', isCorrect: false },
        { text: 'ソルトを付けずに MD5 で1回だけハッシュ化して保存する', isCorrect: false },
      ],
      explanation:
        '<p>パスワードは元に戻せない形で保存し、漏えい時の解析を難しくする必要があります。<strong>ソルト</strong> により同じパスワードでも異なるハッシュ値になり、<strong>計算コストの高いハッシュ関数</strong> により総当たりが遅くなります。</p><p>共通鍵暗号は鍵が漏れれば全て復号されてしまいます。ソルトなしの高速なハッシュは、事前計算表（レインボーテーブル）や高速な総当たりに弱い方法です。</p>',
    },
    {
      text: '多要素認証に該当する組合せはどれか。',
      questionType: 'single',
      options: [
        { text: 'パスワードの入力と、秘密の質問への回答', isCorrect: false },
        { text: '指紋による認証と、顔による認証', isCorrect: false },
        {
          text: 'パスワードの入力と、スマートフォンの認証アプリに表示されるワンタイムパスワードの入力',
          isCorrect: true,
        },
        { text: '4桁の暗証番号の入力と、パスワードの入力', isCorrect: false },
      ],
      explanation:
        '<p>多要素認証は、<strong>知識</strong>（記憶している情報）・<strong>所持</strong>（持っている物）・<strong>生体</strong>（身体的特徴）のうち異なる要素を組み合わせる認証です。パスワード（知識）と認証アプリを入れたスマートフォン（所持）の組合せが該当します。</p><p>パスワードと秘密の質問、暗証番号とパスワードはどちらも知識の要素、指紋と顔はどちらも生体の要素なので、2段階であっても多要素にはなりません。</p>',
    },
    {
      text: 'SQLインジェクションへの根本的な対策として最も適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: 'Webサイト全体をHTTPSで提供する', isCorrect: false },
        { text: 'HTMLに出力する値を必ずエスケープする', isCorrect: false },
        { text: 'フォームに推測困難なトークンを埋め込んで検証する', isCorrect: false },
        { text: 'SQL文の組み立てにプレースホルダ（バインド機構）を使う', isCorrect: true },
      ],
      explanation:
        '<p><strong>プレースホルダ</strong> を使うと、入力値はSQL文の構造とは切り離された「値」として扱われるため、入力によってSQL文の意味が変えられることを防げます。</p><p>HTTPSは通信経路の暗号化、HTMLエスケープはクロスサイトスクリプティング対策、トークンの検証はCSRF対策であり、いずれもSQLインジェクションの根本対策にはなりません。</p>',
    },
    {
      text: '掲示板サイトで、利用者が投稿した文字列をそのままHTMLとして表示していたため、閲覧者のブラウザで攻撃者のスクリプトが実行された。この脆弱性への対策として最も適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: 'HTMLとして出力する際に < や > などの特殊文字をエスケープする', isCorrect: true },
        { text: 'データベースへのアクセスにプレースホルダを使う', isCorrect: false },
        { text: 'ログイン時のパスワードの最低文字数を増やす', isCorrect: false },
        { text: 'サーバのディスクを暗号化する', isCorrect: false },
      ],
      explanation:
        '<p>これは <strong>クロスサイトスクリプティング（XSS）</strong> の事例です。出力時に <code>&lt;</code> を <code>&amp;lt;</code> に変換するなど、特殊文字を <strong>エスケープ</strong> すれば、投稿内容はスクリプトではなく単なる文字として表示されます。</p><p>プレースホルダはSQLインジェクション対策であり、パスワードの強化やディスク暗号化もこの脆弱性には効果がありません。</p>',
    },
    {
      text: '利用者がログインしたままのWebサイトに対して、攻撃者が用意した罠ページに仕込んだフォームなどにより、利用者の意図しない送金や設定変更のリクエストを利用者のブラウザから送信させる攻撃はどれか。',
      questionType: 'single',
      options: [
        { text: 'クロスサイトスクリプティング（XSS）', isCorrect: false },
        { text: 'クロスサイトリクエストフォージェリ（CSRF）', isCorrect: true },
        { text: 'セッションフィクセーション', isCorrect: false },
        { text: 'ディレクトリトラバーサル', isCorrect: false },
      ],
      explanation:
        '<p>ログイン状態（セッションCookie）が自動的に送られることを悪用し、正規の利用者になりすましたリクエストを送らせる攻撃が <strong>CSRF</strong> です。</p><p>XSSは標的サイト上で攻撃者のスクリプトを実行させる攻撃、セッションフィクセーションは攻撃者が用意したセッションIDを利用者に使わせる攻撃、ディレクトリトラバーサルは <code>../</code> などで公開していないファイルにアクセスする攻撃です。</p>',
    },
    {
      text: 'CSRF への対策として有効なものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: '利用者のパスワードをソルト付きでハッシュ化して保存する', isCorrect: false },
        { text: 'エラー発生時に詳しいスタックトレースを画面に表示する', isCorrect: false },
        {
          text: '重要な処理を行うリクエストに、推測困難なトークンを含めてサーバ側で照合する',
          isCorrect: true,
        },
        {
          text: 'セッションCookie に SameSite 属性を設定し、他サイトからのリクエストで送られないようにする',
          isCorrect: true,
        },
      ],
      explanation:
        '<p>罠ページからは正しい <strong>トークン</strong> を知ることができないため、トークンの照合で偽のリクエストを拒否できます。<strong>SameSite 属性</strong> を設定すると、他サイトから発生したリクエストにCookieが付かなくなり、攻撃が成立しにくくなります。</p><p>パスワードのハッシュ化は漏えい対策でありCSRFには無関係です。詳しいエラー表示は内部情報を漏らすため、むしろ避けるべきです。</p>',
    },
    {
      text: 'PC内のファイルを勝手に暗号化して利用できない状態にし、元に戻すことと引き換えに金銭を要求するマルウェアはどれか。',
      questionType: 'single',
      options: [
        { text: 'スパイウェア', isCorrect: false },
        { text: 'ボット', isCorrect: false },
        { text: 'キーロガー', isCorrect: false },
        { text: 'ランサムウェア', isCorrect: true },
      ],
      explanation:
        '<p><strong>ランサムウェア</strong> はデータを暗号化するなどして「身代金」を要求するマルウェアです。近年は暗号化に加えて、盗んだデータを公開すると脅す手口もあります。</p><p>スパイウェアやキーロガーは情報を盗み出すこと、ボットは外部の指令を受けて攻撃などに加担させられることが主な目的です。対策の基本は、ネットワークから切り離したバックアップを定期的に取得しておくことです。</p>',
    },
    {
      text: '実在する銀行を装ったメールで偽のWebサイトへ誘導し、そこでIDやパスワード、カード番号などを入力させて盗み取る手口はどれか。',
      questionType: 'single',
      options: [
        { text: 'フィッシング', isCorrect: true },
        { text: 'DoS攻撃', isCorrect: false },
        { text: 'ゼロデイ攻撃', isCorrect: false },
        { text: 'ブルートフォース攻撃', isCorrect: false },
      ],
      explanation:
        '<p>正規の組織を装って偽サイトに誘導し、利用者自身に認証情報を入力させる手口は <strong>フィッシング</strong> です。</p><p>DoS攻撃はサービスを停止させる攻撃、ゼロデイ攻撃は修正プログラムが出る前の脆弱性を突く攻撃、ブルートフォース攻撃はパスワードを総当たりで試す攻撃です。</p>',
    },
    {
      text: '別のサービスから流出したIDとパスワードの組を使い、他のサービスへのログインを試みる攻撃はどれか。',
      questionType: 'single',
      options: [
        { text: '辞書攻撃', isCorrect: false },
        { text: 'パスワードリスト攻撃', isCorrect: true },
        { text: 'リバースブルートフォース攻撃', isCorrect: false },
        { text: 'レインボーテーブル攻撃', isCorrect: false },
      ],
      explanation:
        '<p>複数のサービスで同じパスワードを使い回す利用者を狙い、流出したIDとパスワードの組をそのまま試すのが <strong>パスワードリスト攻撃</strong>（クレデンシャルスタッフィング）です。</p><p>辞書攻撃は単語リストからパスワードを推測する攻撃、リバースブルートフォース攻撃はパスワードを固定してIDを次々に変える攻撃、レインボーテーブル攻撃は事前計算した表でハッシュ値から元のパスワードを探す攻撃です。</p>',
    },
    {
      text: 'マルウェアに感染した多数の機器から標的のサーバへ大量の通信を一斉に送りつけ、サービスを利用できない状態にする攻撃はどれか。',
      questionType: 'single',
      options: [
        { text: '中間者攻撃', isCorrect: false },
        { text: 'SQLインジェクション', isCorrect: false },
        { text: 'DDoS攻撃', isCorrect: true },
        { text: 'ソーシャルエンジニアリング', isCorrect: false },
      ],
      explanation:
        '<p>多数の送信元（分散した機器）から同時に攻撃してサービスの可用性を損なうのが <strong>DDoS（分散型サービス妨害）攻撃</strong> です。送信元が多いため、特定のIPアドレスを遮断するだけでは防ぎにくいのが特徴です。</p><p>中間者攻撃は通信の途中に割り込んで盗聴・改ざんする攻撃で、サービス停止を目的とするものではありません。</p>',
    },
    {
      text: 'ファイアウォールで区切られたネットワーク構成において、インターネットに公開するWebサーバやメールサーバを設置するのに適した区域はどれか。',
      questionType: 'single',
      options: [
        { text: '社内LAN（内部ネットワーク）', isCorrect: false },
        { text: '管理者用の端末セグメント', isCorrect: false },
        { text: '基幹業務データベースを置くセグメント', isCorrect: false },
        { text: 'DMZ', isCorrect: true },
      ],
      explanation:
        '<p><strong>DMZ（非武装地帯）</strong> は、インターネットからも社内LANからも隔てられた区域です。公開サーバをここに置けば、万一乗っ取られても社内ネットワークへの被害の拡大を抑えられます。</p><p>公開サーバを社内LANや重要なセグメントに置くと、外部からの通信をそこまで通すことになり危険です。</p>',
    },
    {
      text: 'ネットワーク上の通信を監視して不正な通信の兆候を検知し、管理者に通知する仕組みのうち、通信の遮断までは行わないものはどれか。',
      questionType: 'single',
      options: [
        { text: 'IDS（侵入検知システム）', isCorrect: true },
        { text: 'IPS（侵入防止システム）', isCorrect: false },
        { text: 'WAF（Webアプリケーションファイアウォール）', isCorrect: false },
        { text: 'VPN装置', isCorrect: false },
      ],
      explanation:
        '<p><strong>IDS</strong> は不正の兆候を <strong>検知して通知</strong> する仕組みで、通信そのものは止めません。</p><p>IPS は検知に加えて該当する通信を自動的に遮断し、WAF はWebアプリケーションへの攻撃を検査して遮断します。VPN装置は拠点間などの通信を暗号化するためのもので、不正の検知が主目的ではありません。</p>',
    },
    {
      text: 'WAF（Web Application Firewall）の説明として適切なものはどれか。',
      questionType: 'single',
      options: [
        {
          text: 'IPアドレスとポート番号の組合せだけを見て、パケットの通過を許可または拒否する',
          isCorrect: false,
        },
        {
          text: 'HTTPのリクエストやレスポンスの内容を検査し、SQLインジェクションやXSSなどWebアプリケーションを狙う攻撃を検知・遮断する',
          isCorrect: true,
        },
        { text: '社外から社内ネットワークへ暗号化された安全な経路を提供する', isCorrect: false },
        { text: 'メールに添付されたファイルを隔離環境で実行し、挙動を観察する', isCorrect: false },
      ],
      explanation:
        '<p><strong>WAF</strong> はアプリケーション層でHTTP通信の中身を検査し、Webアプリケーションの脆弱性を狙う攻撃を防ぎます。アプリケーションの修正が間に合わないときの緩和策としても使われます。</p><p>IPアドレスとポート番号だけで判断するのはパケットフィルタリング型のファイアウォール、暗号化された経路はVPN、隔離環境での実行はサンドボックスの説明です。</p>',
    },
    {
      text: '社員のPCがマルウェアに感染した疑いがあると気付いた。直後の初動対応として最も適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: 'すぐにPCの電源を切り、OSを再インストールして業務を再開する', isCorrect: false },
        { text: '自分で別のウイルス対策ソフトを導入してしばらく様子を見る', isCorrect: false },
        {
          text: 'PCをネットワークから切り離し、電源は切らずに、定められた窓口（情報システム部門やCSIRT）へ報告する',
          isCorrect: true,
        },
        { text: '業務への影響を避けるため、その日の業務が終わるまで報告を控える', isCorrect: false },
      ],
      explanation:
        '<p>まず <strong>ネットワークから切り離して</strong> 感染の拡大や情報の流出を止め、速やかに <strong>組織の窓口に報告</strong> するのが基本です。電源を切るとメモリ上の痕跡など調査に必要な情報が失われるおそれがあるため、担当者の指示を待ちます。</p><p>独断での再インストールや様子見、報告の先延ばしは、被害の拡大や原因究明の妨げにつながります。</p>',
    },
    {
      text: 'インシデントの原因調査（デジタルフォレンジック）に備えて、証拠を保全するための行動として適切なものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: 'ディスク容量を確保するため、関係するログファイルを先に削除する', isCorrect: false },
        {
          text: '調査の前に対象ディスクの複製（イメージ）を取得し、ハッシュ値を記録しておく',
          isCorrect: true,
        },
        { text: '誰がいつ何を行ったかを、時刻とともに記録しておく', isCorrect: true },
        {
          text: '調査を急ぐため、対象のディスクに直接調査ツールをインストールして解析する',
          isCorrect: false,
        },
      ],
      explanation:
        '<p>証拠は <strong>複製を取って複製側で解析</strong> し、<strong>ハッシュ値</strong> で原本と同一であることを示せるようにします。また、対応の経緯を時刻とともに記録しておくことで、証拠の信頼性を説明できます。</p><p>原本に直接ツールをインストールすると、データが書き換わり証拠価値が損なわれます。ログの削除は調査の手がかりそのものを失う行為です。</p>',
    },
    {
      text: '情報セキュリティの3要素（機密性・完全性・可用性）のうち、可用性の説明として適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: '認可された利用者が、必要なときに情報やシステムを利用できる状態にあること', isCorrect: true },
        { text: '認可された者だけが情報にアクセスできること', isCorrect: false },
        { text: '情報が正確で、改ざんや欠落がないこと', isCorrect: false },
        { text: 'ある操作を誰が行ったかを後から追跡できること', isCorrect: false },
      ],
      explanation:
        '<p><strong>可用性</strong> は「使いたいときに使える」ことで、冗長化やバックアップ、DoS対策などで高めます。</p><p>認可された者だけがアクセスできることは機密性、正確で改ざんがないことは完全性、操作の追跡は責任追跡性の説明です。</p>',
    },
    {
      text: '情報漏えい事故が起きた場合の損害賠償に備えてサイバー保険に加入した。このリスク対応に該当するものはどれか。',
      questionType: 'single',
      options: [
        { text: 'リスク回避', isCorrect: false },
        { text: 'リスク移転', isCorrect: true },
        { text: 'リスク低減', isCorrect: false },
        { text: 'リスク保有', isCorrect: false },
      ],
      explanation:
        '<p>保険や外部委託によって、損失の負担を他者に移すことを <strong>リスク移転</strong> といいます。</p><p>リスク回避はリスクの原因となる活動そのものをやめること、リスク低減は対策によって発生確率や影響を下げること、リスク保有は特に対策をとらずに受け入れることです。</p>',
    },
    {
      text: 'ブラウザがHTTPSで接続する際にサーバ証明書を検証することで確認できることとして、最も適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: '接続先のサーバにマルウェアが存在しないこと', isCorrect: false },
        { text: 'Webサイトの運営者が法令を守る優良な事業者であること', isCorrect: false },
        {
          text: '接続先のドメイン名が証明書の記載と一致し、その証明書が信頼された認証局によって発行されていること',
          isCorrect: true,
        },
        { text: '通信が一定以上の速度で行われること', isCorrect: false },
      ],
      explanation:
        '<p>サーバ証明書の検証では、<strong>接続先のドメイン名</strong> と証明書の記載が一致すること、証明書が <strong>信頼された認証局</strong> から発行され、有効期限内で失効していないことなどを確かめます。これにより、なりすましたサーバへの接続を防ぎます。</p><p>証明書はサーバの安全性や運営者の信頼性を保証するものではなく、フィッシングサイトが正規の証明書を取得していることもあります。</p>',
    },
    {
      text: '有効期限内のデジタル証明書が、認証局によって失効させられていないかを確認するための仕組みをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: 'DNSSEC', isCorrect: false },
        { text: 'CRL（証明書失効リスト）', isCorrect: true },
        { text: 'OCSP（オンライン証明書状態プロトコル）', isCorrect: true },
        { text: 'SPF', isCorrect: false },
      ],
      explanation:
        '<p>認証局が失効させた証明書の一覧を公開するのが <strong>CRL</strong>、個々の証明書の状態を問い合わせて確認するのが <strong>OCSP</strong> です。</p><p>SPF は送信元メールサーバの正当性を確かめる送信ドメイン認証、DNSSEC はDNS応答の正当性を署名で検証する仕組みで、証明書の失効確認には使いません。</p>',
    },
    {
      text: 'なりすましメール対策として使われる送信ドメイン認証技術をすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: 'IMAP4', isCorrect: false },
        { text: 'SNMP', isCorrect: false },
        { text: 'SPF', isCorrect: true },
        { text: 'DKIM', isCorrect: true },
        { text: 'DMARC', isCorrect: true },
      ],
      explanation:
        '<p><strong>SPF</strong> は送信元IPアドレスが正規の送信サーバかどうかを、<strong>DKIM</strong> はメールに付けた電子署名を検証します。<strong>DMARC</strong> はこれらの結果を基に、認証に失敗したメールの扱い方と報告方法をドメイン所有者が宣言する仕組みです。</p><p>IMAP4 はメール受信用、SNMP はネットワーク管理用のプロトコルで、送信ドメイン認証ではありません。</p>',
    },
    {
      text: 'ソーシャルエンジニアリングに該当するものはどれか。',
      questionType: 'single',
      options: [
        { text: 'Webアプリケーションの入力欄に細工したSQL文を入力する', isCorrect: false },
        { text: 'システム管理者を名乗って社員に電話をかけ、パスワードを聞き出す', isCorrect: true },
        { text: 'サーバの開いているポートを調べるため、順番に接続を試みる', isCorrect: false },
        { text: 'プログラムのバッファに想定以上の長さのデータを送り込む', isCorrect: false },
      ],
      explanation:
        '<p><strong>ソーシャルエンジニアリング</strong> は、技術的な手段ではなく人の心理的な隙や油断を突いて情報を得る手口です。管理者になりすました電話のほか、肩越しののぞき見（ショルダーハッキング）やごみ箱あさりなども該当します。</p><p>他の選択肢はSQLインジェクション、ポートスキャン、バッファオーバーフローという技術的な攻撃です。</p>',
    },
    {
      text: '利用者やプログラムには、業務の遂行に必要な最小限のアクセス権だけを与えるべきだとする考え方はどれか。',
      questionType: 'single',
      options: [
        { text: '職務の分離', isCorrect: false },
        { text: '多層防御', isCorrect: false },
        { text: '最小権限の原則', isCorrect: true },
        { text: 'フェールセーフ', isCorrect: false },
      ],
      explanation:
        '<p><strong>最小権限の原則</strong> に従うと、アカウントが乗っ取られたり誤操作が起きたりしたときの被害範囲を小さくできます。</p><p>職務の分離は一人に重要な権限を集中させず相互にけん制させる考え方、多層防御は複数の対策を重ねる考え方、フェールセーフは故障時に安全側に動作させる設計の考え方です。</p>',
    },
  ],
};
