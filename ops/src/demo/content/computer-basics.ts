import type { DemoQuestionSet } from './types.js';

// Original practice questions written for this product's demo data.
export const computerBasics: DemoQuestionSet = {
  key: 'computer-basics',
  title: 'コンピュータ基礎 入門ドリル',
  description:
    '2進数・16進数の変換からCPU、記憶階層、OSの基本までを短い演習で確認できる無料ドリルです。IT系資格の学習を始めたばかりの方におすすめです。',
  category: 'コンピュータ基礎',
  icon: '💻',
  isPaid: false,
  price: 0,
  trialQuestions: 0,
  validityPeriod: 180,
  isFeatured: false,
  featuredCategory: null,
  questions: [
    {
      text: '2進数 10110110 を16進数で表したものはどれか。',
      questionType: 'single',
      options: [
        { text: 'B6', isCorrect: true },
        { text: 'A6', isCorrect: false },
        { text: 'B5', isCorrect: false },
        { text: '6B', isCorrect: false },
      ],
      explanation:
        '<p>2進数は下位から4ビットずつ区切ると16進数1桁に対応します。<code>1011</code> は11で <strong>B</strong>、<code>0110</code> は6なので <strong>B6</strong> です。</p><p><code>6B</code> は上位と下位の4ビットを逆に読んだ誤りです。</p>',
    },
    {
      text: '10進数の 45 を2進数で表したものはどれか。',
      questionType: 'single',
      options: [
        { text: '101011', isCorrect: false },
        { text: '101101', isCorrect: true },
        { text: '110101', isCorrect: false },
        { text: '100111', isCorrect: false },
      ],
      explanation:
        '<p>45 = 32 + 8 + 4 + 1 なので、32・8・4・1 の位が1になり <strong>101101</strong> です。</p><p>他の選択肢はそれぞれ 43（101011）、53（110101）、39（100111）を表しています。</p>',
    },
    {
      text: '16進数の 2F を10進数で表したものはどれか。',
      questionType: 'single',
      options: [
        { text: '45', isCorrect: false },
        { text: '37', isCorrect: false },
        { text: '47', isCorrect: true },
        { text: '215', isCorrect: false },
      ],
      explanation:
        '<p>16進数の上位桁は16の位です。2 × 16 + F(15) = 32 + 15 = <strong>47</strong> になります。</p><p>16進数では A〜F が10〜15を表すので、F を15として扱うことがポイントです。215 は F を「15」という2桁の数字として並べてしまった誤りです。</p>',
    },
    {
      text: '8ビットの2の補数表現で −1 を表すビット列はどれか。',
      questionType: 'single',
      options: [
        { text: '10000001', isCorrect: false },
        { text: '11111110', isCorrect: false },
        { text: '10000000', isCorrect: false },
        { text: '11111111', isCorrect: true },
      ],
      explanation:
        '<p>2の補数は「全ビットを反転して1を加える」ことで求めます。+1 の <code>00000001</code> を反転すると <code>11111110</code>、これに1を加えて <strong>11111111</strong> です。</p><p><code>11111110</code> は1の補数表現での −1、<code>10000001</code> は符号と絶対値による表現、<code>10000000</code> は2の補数で −128 です。</p>',
    },
    {
      text: '8ビットの2の補数表現で表すことができる整数の範囲はどれか。',
      questionType: 'single',
      options: [
        { text: '−128 〜 127', isCorrect: true },
        { text: '−127 〜 127', isCorrect: false },
        { text: '−128 〜 128', isCorrect: false },
        { text: '0 〜 255', isCorrect: false },
      ],
      explanation:
        '<p>nビットの2の補数では −2<sup>n−1</sup> 〜 2<sup>n−1</sup>−1 を表せるので、8ビットでは <strong>−128 〜 127</strong> です。</p><p>−127 〜 127 は0が2通りある「符号と絶対値」表現の範囲で、0 〜 255 は符号なし整数の範囲です。</p>',
    },
    {
      text: '2進接頭辞を用いた 1KiB（キビバイト）は何バイトか。',
      questionType: 'single',
      options: [
        { text: '1,000バイト', isCorrect: false },
        { text: '1,024バイト', isCorrect: true },
        { text: '8,192バイト', isCorrect: false },
        { text: '1,048,576バイト', isCorrect: false },
      ],
      explanation:
        '<p>KiB は2の10乗を表す2進接頭辞で、<strong>1KiB = 1,024バイト</strong> です。</p><p>1,000バイトは10進接頭辞の1kB、1,048,576バイトは1MiB、8,192 は1KiBをビットで数えた値です。</p>',
    },
    {
      text: 'CPUを構成する装置のうち、主記憶から取り出した命令を解読し、各装置に動作の指示（制御信号）を送るものはどれか。',
      questionType: 'single',
      options: [
        { text: '演算装置', isCorrect: false },
        { text: '主記憶装置', isCorrect: false },
        { text: '制御装置', isCorrect: true },
        { text: '入力装置', isCorrect: false },
      ],
      explanation:
        '<p>命令の取り出し・解読と各装置への指示を担うのは <strong>制御装置</strong> です。</p><p>演算装置（ALU）は制御装置の指示を受けて算術・論理演算を実行するだけで、命令の解読は行いません。主記憶装置や入力装置はCPUの外側にある装置です。</p>',
    },
    {
      text: 'クロック周波数 2GHz のCPUで、1命令の実行に平均4クロックかかるとき、このCPUの性能は約何MIPSか。',
      questionType: 'single',
      options: [
        { text: '250 MIPS', isCorrect: false },
        { text: '800 MIPS', isCorrect: false },
        { text: '8,000 MIPS', isCorrect: false },
        { text: '500 MIPS', isCorrect: true },
      ],
      explanation:
        '<p>1秒間のクロック数は 2 × 10<sup>9</sup> です。1命令に4クロックかかるので、1秒間に 2 × 10<sup>9</sup> ÷ 4 = 5 × 10<sup>8</sup> 命令、つまり <strong>500 MIPS</strong> です。</p><p>8,000 MIPS は割るべきところを掛けてしまった誤りです。</p>',
    },
    {
      text: '記憶装置をアクセス速度の速い順に並べたものはどれか。',
      questionType: 'single',
      options: [
        { text: 'レジスタ → キャッシュメモリ → 主記憶 → SSD', isCorrect: true },
        { text: 'キャッシュメモリ → レジスタ → 主記憶 → SSD', isCorrect: false },
        { text: 'レジスタ → 主記憶 → キャッシュメモリ → SSD', isCorrect: false },
        { text: '主記憶 → レジスタ → SSD → キャッシュメモリ', isCorrect: false },
      ],
      explanation:
        '<p>CPU内部の <strong>レジスタ</strong> が最も高速で、次にCPUと主記憶の速度差を埋める <strong>キャッシュメモリ</strong>、その次が <strong>主記憶</strong>、補助記憶の <strong>SSD</strong> が最も遅くなります。</p><p>一般に、速い記憶ほど容量当たりの価格が高く容量が小さいため、このような階層構造がとられます。</p>',
    },
    {
      text: 'キャッシュメモリのアクセス時間が10ナノ秒、主記憶のアクセス時間が60ナノ秒、キャッシュのヒット率が90%のとき、平均アクセス時間は何ナノ秒か。',
      questionType: 'single',
      options: [
        { text: '14ナノ秒', isCorrect: false },
        { text: '15ナノ秒', isCorrect: true },
        { text: '35ナノ秒', isCorrect: false },
        { text: '55ナノ秒', isCorrect: false },
      ],
      explanation:
        '<p>平均アクセス時間 = ヒット率 × キャッシュのアクセス時間 + (1 − ヒット率) × 主記憶のアクセス時間 です。</p><p>0.9 × 10 + 0.1 × 60 = 9 + 6 = <strong>15ナノ秒</strong> になります。55ナノ秒はヒット率とミス率を取り違えた場合の値です。</p>',
    },
    {
      text: '電源を切ると記憶内容が失われる（揮発性の）メモリをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: 'フラッシュメモリ', isCorrect: false },
        { text: 'マスクROM', isCorrect: false },
        { text: 'DRAM', isCorrect: true },
        { text: 'SRAM', isCorrect: true },
      ],
      explanation:
        '<p><strong>DRAM</strong> と <strong>SRAM</strong> はどちらもRAMで、電源供給がなくなると内容が失われる揮発性メモリです（DRAMは主記憶、SRAMはキャッシュメモリによく使われます）。</p><p>フラッシュメモリとマスクROMは不揮発性で、電源を切っても内容が保持されます。</p>',
    },
    {
      text: 'オペレーティングシステム（OS）が提供する主な機能として適切なものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: '利用者が作成した表計算ファイルの計算式の誤りの自動修正', isCorrect: false },
        { text: 'プロセス（タスク）の生成やCPU割当ての管理', isCorrect: true },
        { text: '主記憶領域の割当てと解放の管理', isCorrect: true },
        { text: 'ファイルの作成・読み書きや保存場所の管理', isCorrect: true },
      ],
      explanation:
        '<p>OSは <strong>プロセス管理</strong>、<strong>メモリ管理</strong>、<strong>ファイル管理</strong>、入出力管理など、ハードウェア資源を効率よく安全に使うための基本機能を提供します。</p><p>表計算ファイル内の計算式の扱いはアプリケーションソフトウェアの役割であり、OSの機能ではありません。</p>',
    },
    {
      text: '仮想記憶の説明として適切なものはどれか。',
      questionType: 'single',
      options: [
        {
          text: '補助記憶装置を主記憶の延長として利用し、実際の主記憶容量より大きなアドレス空間をプログラムに提供する仕組み',
          isCorrect: true,
        },
        {
          text: 'CPUと主記憶の速度差を埋めるため、両者の間に高速で小容量のメモリを置く仕組み',
          isCorrect: false,
        },
        { text: '複数のディスク装置を組み合わせて、信頼性やアクセス性能を高める仕組み', isCorrect: false },
        { text: '電源を切っても内容が消えない半導体メモリを補助記憶として使う仕組み', isCorrect: false },
      ],
      explanation:
        '<p><strong>仮想記憶</strong> は、プログラムから見えるアドレス空間と実際の主記憶を切り離し、必要な部分だけを主記憶に置いて残りを補助記憶に退避させる仕組みです。</p><p>高速で小容量のメモリを間に置くのはキャッシュメモリ、複数のディスクを組み合わせるのはRAID、電源を切っても消えない半導体メモリはSSDなどのフラッシュメモリの説明です。</p>',
    },
    {
      text: 'ページング方式の仮想記憶で、プログラムが参照したページが主記憶上に存在しないときに発生する事象はどれか。',
      questionType: 'single',
      options: [
        { text: 'スラッシング', isCorrect: false },
        { text: 'ページフォールト', isCorrect: true },
        { text: 'デッドロック', isCorrect: false },
        { text: 'オーバーフロー', isCorrect: false },
      ],
      explanation:
        '<p>参照先のページが主記憶にない場合に発生するのが <strong>ページフォールト</strong> で、OSが補助記憶から該当ページを読み込みます（ページイン）。</p><p>スラッシングは、主記憶が不足してページの入れ替えが頻発し、処理性能が極端に低下する状態のことで、個々のページ不在そのものではありません。</p>',
    },
    {
      text: 'ページ置換えアルゴリズムの LRU 方式で、置換えの対象として選ばれるページはどれか。',
      questionType: 'single',
      options: [
        { text: '主記憶に読み込まれた時刻が最も古いページ', isCorrect: false },
        { text: 'これまでの参照回数が最も少ないページ', isCorrect: false },
        { text: '最後に参照されてから最も長い時間が経過したページ', isCorrect: true },
        { text: '乱数によって無作為に選んだページ', isCorrect: false },
      ],
      explanation:
        '<p><strong>LRU（Least Recently Used）</strong> は「最も長い間使われていない」ページを置き換えます。</p><p>読み込まれた時刻が最も古いページを選ぶのは FIFO、参照回数が最も少ないページを選ぶのは LFU です。LRU は読み込み時刻ではなく最後に参照された時刻に着目する点が FIFO との違いです。</p>',
    },
    {
      text: 'OSのプロセス管理において、実行可能（レディ）状態にあるプロセスを選んでCPUを割り当て、実行状態にすることを何というか。',
      questionType: 'single',
      options: [
        { text: 'スワップアウト', isCorrect: false },
        { text: 'プリエンプション', isCorrect: false },
        { text: 'ページイン', isCorrect: false },
        { text: 'ディスパッチ', isCorrect: true },
      ],
      explanation:
        '<p>レディ状態のプロセスにCPUを割り当てて実行状態へ移すことを <strong>ディスパッチ</strong> といいます。</p><p>プリエンプションは逆に、実行中のプロセスからCPUを取り上げてレディ状態に戻すことです。スワップアウトやページインは主記憶と補助記憶の間でのデータの移動を指します。</p>',
    },
    {
      text: '割込みのうち、実行中のプログラムが原因となって発生する内部割込みに分類されるものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: 'ゼロによる除算の実行', isCorrect: true },
        { text: 'ページフォールトの発生', isCorrect: true },
        { text: 'インターバルタイマによる一定時間の経過', isCorrect: false },
        { text: '入出力装置からの入出力完了の通知', isCorrect: false },
      ],
      explanation:
        '<p>ゼロ除算やオーバーフローなどのプログラム割込み、<strong>ページフォールト</strong>、SVC（スーパバイザコール）は、実行中のプログラム自身が原因となる <strong>内部割込み</strong> です。</p><p>タイマ割込みや入出力割込みは、プログラムの外部で起きた事象によって発生する外部割込みです。</p>',
    },
    {
      text: '2台のディスクに同じデータを書き込むことで、1台が故障してもデータを失わないようにするRAIDレベルはどれか。',
      questionType: 'single',
      options: [
        { text: 'RAID0', isCorrect: false },
        { text: 'RAID1', isCorrect: true },
        { text: 'RAID5', isCorrect: false },
        { text: 'JBOD（ディスクの単純連結）', isCorrect: false },
      ],
      explanation:
        '<p>同一データを複数のディスクに書き込む方式を <strong>ミラーリング</strong> といい、<strong>RAID1</strong> がこれに当たります。</p><p>RAID0 はデータを分散して書き込むストライピングで冗長性はありません。RAID5 はパリティを分散して記録する方式で、同じデータを丸ごと複製するわけではありません。</p>',
    },
    {
      text: '容量 1TB のディスク4台で RAID5 を構成したとき、データを格納できる実効容量はどれか。',
      questionType: 'single',
      options: [
        { text: '1TB', isCorrect: false },
        { text: '2TB', isCorrect: false },
        { text: '3TB', isCorrect: true },
        { text: '4TB', isCorrect: false },
      ],
      explanation:
        '<p>RAID5 では、ディスク1台分に相当する容量がパリティに使われます。そのため実効容量は (4 − 1) × 1TB = <strong>3TB</strong> です。</p><p>2TB はRAID1を組み合わせたRAID10で4台を使った場合の容量で、4TB はパリティのないRAID0の場合の容量です。</p>',
    },
    {
      text: '文字コード UTF-8 において、ASCII の範囲（U+0000〜U+007F）の文字は1文字あたり何バイトで表現されるか。',
      questionType: 'single',
      options: [
        { text: '2バイト', isCorrect: false },
        { text: '3バイト', isCorrect: false },
        { text: '4バイト', isCorrect: false },
        { text: '1バイト', isCorrect: true },
      ],
      explanation:
        '<p>UTF-8 は可変長の符号化方式で、ASCII の範囲の文字は <strong>1バイト</strong> で表され、ASCII と互換性があります。</p><p>日本語のひらがなや常用漢字の多くは3バイト、絵文字などは4バイトで表現されます。</p>',
    },
    {
      text: '4ビットの値 A = 1010、B = 0110 について、ビットごとの排他的論理和（A XOR B）の結果はどれか。',
      questionType: 'single',
      options: [
        { text: '1100', isCorrect: true },
        { text: '0010', isCorrect: false },
        { text: '1110', isCorrect: false },
        { text: '0101', isCorrect: false },
      ],
      explanation:
        '<p>排他的論理和は、2つのビットが異なるときに1、同じときに0になります。各桁を比べると 1/0→1、0/1→1、1/1→0、0/0→0 なので <strong>1100</strong> です。</p><p><code>0010</code> は論理積（AND）、<code>1110</code> は論理和（OR）の結果です。</p>',
    },
    {
      text: '2進数の小数 0.101 を10進数で表したものはどれか。',
      questionType: 'single',
      options: [
        { text: '0.5', isCorrect: false },
        { text: '0.625', isCorrect: true },
        { text: '0.75', isCorrect: false },
        { text: '0.101', isCorrect: false },
      ],
      explanation:
        '<p>2進数の小数点以下の桁は、左から 1/2、1/4、1/8 の重みをもちます。</p><p>0.101 は 1/2 + 0/4 + 1/8 = 0.5 + 0.125 = <strong>0.625</strong> です。</p>',
    },
    {
      text: '2進数の有限桁で誤差なく正確に表せる10進数の小数をすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: '0.2', isCorrect: false },
        { text: '0.5', isCorrect: true },
        { text: '0.25', isCorrect: true },
        { text: '0.375', isCorrect: true },
        { text: '0.1', isCorrect: false },
      ],
      explanation:
        '<p>2のべき乗の逆数（1/2、1/4、1/8 …）の和で表せる小数だけが2進数の有限桁で表せます。<strong>0.5</strong> = 0.1、<strong>0.25</strong> = 0.01、<strong>0.375</strong> = 1/4 + 1/8 = 0.011 です。</p><p>0.1 と 0.2 は2進数にすると同じパターンが無限に続く循環小数になるため、有限桁では誤差が生じます。</p>',
    },
    {
      text: '符号なし2進整数を左に3ビット論理シフトしたとき、あふれが生じなければ値は元の何倍になるか。',
      questionType: 'single',
      options: [
        { text: '3倍', isCorrect: false },
        { text: '6倍', isCorrect: false },
        { text: '1/8倍', isCorrect: false },
        { text: '8倍', isCorrect: true },
      ],
      explanation:
        '<p>2進数を左に1ビットシフトすると値は2倍になります。3ビットシフトなら 2<sup>3</sup> = <strong>8倍</strong> です。</p><p>1/8倍になるのは右に3ビットシフトした場合（端数は切り捨て）です。</p>',
    },
    {
      text: 'HDDと比較したSSDの特徴として適切なものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: '機械的に動く部品がないため、振動や衝撃に比較的強い', isCorrect: true },
        { text: 'ランダムアクセスが高速である', isCorrect: true },
        { text: '記憶素子の書換え回数に上限がある', isCorrect: true },
        { text: '磁性体を塗った円盤を回転させ、ヘッドでデータを読み書きする', isCorrect: false },
      ],
      explanation:
        '<p>SSDはフラッシュメモリを使う記憶装置で、可動部品がなく <strong>衝撃に強く</strong>、ヘッドのシーク待ちがないため <strong>ランダムアクセスが高速</strong> です。</p><p>一方、フラッシュメモリには <strong>書換え回数の上限</strong> があり、ウェアレベリングなどで寿命を延ばしています。円盤を回転させて読み書きするのはHDDの仕組みです。</p>',
    },
    {
      text: 'OSのプロセススケジューリング方式のうち、実行可能なプロセスに一定時間（タイムクウォンタム）ずつ順番にCPUを割り当て、時間を使い切ったプロセスは待ち行列の末尾に戻す方式はどれか。',
      questionType: 'single',
      options: [
        { text: '到着順方式（FCFS）', isCorrect: false },
        { text: 'ラウンドロビン方式', isCorrect: true },
        { text: '処理時間順方式（SJF）', isCorrect: false },
      ],
      explanation:
        '<p><strong>ラウンドロビン方式</strong> は、各プロセスに同じ長さの持ち時間を順番に与えるため、特定のプロセスがCPUを独占せず、対話型の処理で応答時間が偏りにくくなります。</p><p>到着順方式は到着した順に最後まで実行し、処理時間順方式は処理時間の短いものを優先するため、どちらも一定時間ごとの切替えは行いません。</p>',
    },
  ],
};
