import type { DemoQuestionSet } from './types.js';

// Original practice questions written for this product's demo data.
// Several SQL questions share this small sample table so learners can work the results out by hand.
const productTable =
  '「商品」表には次の6行がある（商品ID, 商品名, 分類, 価格, 在庫）：(P01, ノート, 文具, 300, 120)、(P02, ボールペン, 文具, 150, 0)、(P03, マウス, PC周辺, 2500, 15)、(P04, キーボード, PC周辺, 4800, 0)、(P05, USBメモリ, PC周辺, 1200, 40)、(P06, 付箋, 文具, 200, 300)。';

const customerOrderTables =
  '「顧客」表には顧客ID が C1、C2、C3 の3行があり、「注文」表には (注文ID, 顧客ID) が (O1, C1)、(O2, C1)、(O3, C2) の3行がある。';

export const databaseSql: DemoQuestionSet = {
  key: 'database-sql',
  title: 'データベース設計とSQL 演習',
  description:
    'キーと正規化、E-R図などの設計の基本と、SELECT・結合・集約・トランザクションを実際の表で考える演習問題集です。最初の5問は無料で試せます。',
  category: 'データベース',
  icon: '🗄️',
  isPaid: true,
  price: 1480,
  trialQuestions: 5,
  validityPeriod: 180,
  isFeatured: true,
  featuredCategory: 'データベース',
  questions: [
    {
      text: '関係データベースの主キーが満たすべき条件として適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: '値が表の中で一意であり、NULLを含まない', isCorrect: true },
        { text: '値は重複してもよいが、NULLを含まない', isCorrect: false },
        { text: '値が一意であれば、NULLを含んでもよい', isCorrect: false },
        { text: '必ず数値型の1つの列で構成する', isCorrect: false },
      ],
      explanation:
        '<p><strong>主キー</strong> は表の各行を一意に識別するためのもので、<strong>一意性制約</strong> と <strong>NOT NULL制約</strong> の両方を満たす必要があります。</p><p>主キーは文字列型でもよく、複数の列を組み合わせた複合主キーにすることもできます。</p>',
    },
    {
      text: '外部キー制約を設定する主な目的はどれか。',
      questionType: 'single',
      options: [
        { text: '列の検索を高速にするための索引を自動的に作成する', isCorrect: false },
        {
          text: '他の表の主キー（または一意キー）に存在しない値が登録されないようにし、参照整合性を保つ',
          isCorrect: true,
        },
        { text: '表のデータを暗号化して保存する', isCorrect: false },
        { text: '列に同じ値が重複して登録されないようにする', isCorrect: false },
      ],
      explanation:
        '<p><strong>外部キー</strong> は、参照先の表に実在する値だけを登録できるようにして <strong>参照整合性</strong> を保ちます。例えば存在しない顧客IDの注文が登録されることを防げます。</p><p>重複を禁止するのは一意性制約（UNIQUE）の役割で、外部キーの列には同じ値が何度現れても構いません。</p>',
    },
    {
      text: '第1正規形の説明として適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: '主キーの一部だけに関数従属する属性がない', isCorrect: false },
        { text: '主キー以外の属性が、他の非キー属性を介して主キーに従属していない', isCorrect: false },
        {
          text: '繰返し項目がなく、すべての属性が単一の値（それ以上分割できない値）だけをもつ',
          isCorrect: true,
        },
        { text: 'すべての表が1つの列だけで構成されている', isCorrect: false },
      ],
      explanation:
        '<p><strong>第1正規形</strong> は、1つのセルに複数の値が入ったり、同じ種類の項目が横に繰り返されたりしない状態です。</p><p>部分関数従属を取り除いた状態は第2正規形、推移的関数従属を取り除いた状態は第3正規形の条件です。</p>',
    },
    {
      text: '「受注明細（受注番号, 商品番号, 商品名, 数量）」という表で、主キーは {受注番号, 商品番号} であり、商品名は商品番号だけで決まる。この表を第2正規形にするための操作として適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: '数量を別の表に分ける', isCorrect: false },
        { text: '受注番号と商品名を1つの列にまとめる', isCorrect: false },
        { text: '主キーを受注番号だけに変更する', isCorrect: false },
        { text: '商品番号と商品名を別の表に分け、受注明細には商品番号だけを残す', isCorrect: true },
      ],
      explanation:
        '<p>商品名が主キーの一部（商品番号）だけで決まるのは <strong>部分関数従属</strong> です。これを取り除くため、「商品（商品番号, 商品名）」を別の表に分けると第2正規形になります。</p><p>数量は受注番号と商品番号の両方で決まるので、受注明細に残すのが正しい設計です。主キーを受注番号だけにすると、1件の受注に複数の商品がある場合に行を識別できなくなります。</p>',
    },
    {
      text: '「社員（社員番号, 氏名, 部署コード, 部署名）」という表で、主キーは社員番号であり、部署名は部署コードによって決まる。この表が第2正規形ではあるが第3正規形ではない理由として適切なものはどれか。',
      questionType: 'single',
      options: [
        {
          text: '部署名が、非キー属性である部署コードを介して社員番号に推移的に従属しているから',
          isCorrect: true,
        },
        { text: '主キーが1つの列だけで構成されているから', isCorrect: false },
        { text: '氏名が社員番号に関数従属しているから', isCorrect: false },
        { text: '部署コードに重複した値が現れることがあるから', isCorrect: false },
      ],
      explanation:
        '<p>社員番号 → 部署コード → 部署名 という <strong>推移的関数従属</strong> があるため、第3正規形ではありません。「部署（部署コード, 部署名）」を別の表に分けると第3正規形になり、部署名の変更を1か所で済ませられます。</p><p>氏名が主キーに従属するのは正しい状態で、問題ではありません。</p>',
    },
    {
      text: `${productTable}次のSQL文の実行結果として得られる値はどれか。 SELECT COUNT(*) FROM 商品 WHERE 価格 >= 1000 AND 在庫 > 0`,
      questionType: 'single',
      options: [
        { text: '1', isCorrect: false },
        { text: '2', isCorrect: true },
        { text: '3', isCorrect: false },
        { text: '4', isCorrect: false },
      ],
      explanation:
        '<p>価格が1000以上の行は P03（2500）、P04（4800）、P05（1200）の3行です。このうち在庫が0より大きいのは <strong>P03 と P05</strong> なので、件数は <strong>2</strong> です。</p><p>P04 は価格の条件を満たしますが在庫が0なので、<code>AND</code> で結んだ条件全体は偽になります。</p>',
    },
    {
      text: `${productTable}次のSQL文の実行結果として得られる行はどれか。 SELECT 分類, AVG(価格) FROM 商品 GROUP BY 分類 HAVING AVG(価格) > 1000`,
      questionType: 'single',
      options: [
        { text: '分類が「文具」の1行だけ', isCorrect: false },
        { text: '「文具」と「PC周辺」の2行', isCorrect: false },
        { text: '分類が「PC周辺」の1行だけ', isCorrect: true },
        { text: '1行も得られない', isCorrect: false },
      ],
      explanation:
        '<p><code>GROUP BY 分類</code> で2つのグループができます。文具の平均価格は (300 + 150 + 200) ÷ 3 ≒ 217、PC周辺は (2500 + 4800 + 1200) ÷ 3 ≒ 2833 です。</p><p><code>HAVING</code> はグループごとの集計結果に条件を適用するので、平均が1000を超える <strong>PC周辺の1行だけ</strong> が残ります。</p>',
    },
    {
      text: 'SQLで、GROUP BY によってグループ化した後の集計結果（例えば SUM や COUNT の値）に対して条件を指定する句はどれか。',
      questionType: 'single',
      options: [
        { text: 'WHERE', isCorrect: false },
        { text: 'ORDER BY', isCorrect: false },
        { text: 'DISTINCT', isCorrect: false },
        { text: 'HAVING', isCorrect: true },
      ],
      explanation:
        '<p><code>WHERE</code> はグループ化の前に個々の行を絞り込み、<strong><code>HAVING</code></strong> はグループ化の後に集計結果で絞り込みます。</p><p>そのため、<code>WHERE</code> の中では <code>SUM(数量) &gt; 10</code> のような集約関数の条件は書けません。<code>ORDER BY</code> は並べ替え、<code>DISTINCT</code> は重複行の除去に使います。</p>',
    },
    {
      text: '「商品」表の全行を、価格の高いものから順に並べて取り出すSQL文はどれか。',
      questionType: 'single',
      options: [
        { text: 'SELECT * FROM 商品 ORDER BY 価格 DESC', isCorrect: true },
        { text: 'SELECT * FROM 商品 ORDER BY 価格 ASC', isCorrect: false },
        { text: 'SELECT * FROM 商品 GROUP BY 価格 DESC', isCorrect: false },
        { text: 'SELECT * FROM 商品 WHERE 価格 DESC', isCorrect: false },
      ],
      explanation:
        '<p>並べ替えは <code>ORDER BY</code> で指定し、<strong><code>DESC</code></strong> で降順（大きい順）、<code>ASC</code> で昇順（小さい順、省略時の既定）になります。</p><p><code>GROUP BY</code> や <code>WHERE</code> に <code>DESC</code> を付けることはできません。</p>',
    },
    {
      text: '標準SQLにおけるNULLの扱いとして適切なものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: 'COUNT(列名) は、その列がNULLである行を数えない', isCorrect: true },
        { text: 'AVG(列名) は、NULLを0とみなして平均の計算に含める', isCorrect: false },
        { text: 'NULLは長さ0の文字列と同じ値として扱われる', isCorrect: false },
        { text: '列がNULLかどうかを調べるには「= NULL」ではなく「IS NULL」を使う', isCorrect: true },
      ],
      explanation:
        '<p>NULLとの比較（<code>= NULL</code>）の結果は真でも偽でもない「不明」になるため、判定には <strong><code>IS NULL</code></strong> を使います。また <strong><code>COUNT(列名)</code></strong> はNULLの行を数えません（<code>COUNT(*)</code> は数えます）。</p><p><code>AVG</code> や <code>SUM</code> はNULLの行を計算の対象から除外するだけで、0として扱うわけではありません。NULLは「値がない」ことを表し、空文字列とは区別されます。</p>',
    },
    {
      text: `${customerOrderTables}次のSQL文を実行したとき、結果は何行になるか。 SELECT 顧客.顧客ID, 注文.注文ID FROM 顧客 LEFT OUTER JOIN 注文 ON 顧客.顧客ID = 注文.顧客ID`,
      questionType: 'single',
      options: [
        { text: '3行', isCorrect: false },
        { text: '5行', isCorrect: false },
        { text: '4行', isCorrect: true },
        { text: '9行', isCorrect: false },
      ],
      explanation:
        '<p>左外部結合では、結合条件に合う行の組 (C1, O1)、(C1, O2)、(C2, O3) に加え、注文のない C3 も注文IDをNULLとして残るため、<strong>4行</strong> になります。</p><p>3行は内部結合（INNER JOIN）の場合、9行は結合条件のない直積（3 × 3）の場合の行数です。</p>',
    },
    {
      text: `${customerOrderTables}注文が1件もない顧客の顧客IDを求めるSQL文として適切なものはどれか。`,
      questionType: 'single',
      options: [
        {
          text: 'SELECT 顧客.顧客ID FROM 顧客 INNER JOIN 注文 ON 顧客.顧客ID = 注文.顧客ID WHERE 注文.注文ID IS NULL',
          isCorrect: false,
        },
        {
          text: 'SELECT 顧客.顧客ID FROM 顧客 LEFT OUTER JOIN 注文 ON 顧客.顧客ID = 注文.顧客ID WHERE 注文.注文ID = NULL',
          isCorrect: false,
        },
        {
          text: 'SELECT 顧客.顧客ID FROM 顧客 INNER JOIN 注文 ON 顧客.顧客ID <> 注文.顧客ID',
          isCorrect: false,
        },
        {
          text: 'SELECT 顧客.顧客ID FROM 顧客 LEFT OUTER JOIN 注文 ON 顧客.顧客ID = 注文.顧客ID WHERE 注文.注文ID IS NULL',
          isCorrect: true,
        },
      ],
      explanation:
        '<p>左外部結合では、対応する注文がない顧客の行は注文側の列がNULLになります。そこで <code>WHERE 注文.注文ID IS NULL</code> で絞り込むと、<strong>C3 だけ</strong> が得られます。</p><p>内部結合では注文のない顧客の行がそもそも残りません。<code>= NULL</code> の比較は常に真にならないため0行になります。<code>&lt;&gt;</code> で結合すると、注文のある C1 や C2 も他の顧客の注文と組み合わさって結果に含まれてしまいます。</p>',
    },
    {
      text: 'トランザクションの ACID 特性のうち、原子性（Atomicity）の説明として適切なものはどれか。',
      questionType: 'single',
      options: [
        {
          text: 'トランザクション内の処理は、すべて実行されるか、まったく実行されないかのどちらかになる',
          isCorrect: true,
        },
        { text: 'コミットされた結果は、その後に障害が発生しても失われない', isCorrect: false },
        { text: '同時に実行される複数のトランザクションが、互いに影響を与えない', isCorrect: false },
        { text: 'トランザクションの前後でデータベースの整合性制約が守られる', isCorrect: false },
      ],
      explanation:
        '<p><strong>原子性</strong> は「全部成功か、全部なかったことにするか」を保証する性質で、途中で失敗した場合はロールバックで元に戻します。例えば振替処理で、出金だけが行われて入金が行われない状態を防ぎます。</p><p>障害後も結果が失われないのは耐久性、互いに影響を与えないのは独立性（隔離性）、整合性制約が守られるのは一貫性の説明です。</p>',
    },
    {
      text: 'トランザクションの ACID 特性に含まれるものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: '一貫性（Consistency）', isCorrect: true },
        { text: '独立性（Isolation）', isCorrect: true },
        { text: '耐久性（Durability）', isCorrect: true },
        { text: '可用性（Availability）', isCorrect: false },
        { text: '原子性（Atomicity）', isCorrect: true },
      ],
      explanation:
        '<p>ACID は <strong>Atomicity・Consistency・Isolation・Durability</strong> の頭文字です。</p><p>可用性（Availability）は情報セキュリティの3要素や、分散システムの CAP 定理で使われる用語で、ACID には含まれません。</p>',
    },
    {
      text: 'トランザクションT1がデータAをロックした後にデータBのロックを要求し、トランザクションT2がデータBをロックした後にデータAのロックを要求した。この結果、両者が互いに相手のロック解除を待ち続けて処理が進まなくなった。この状態を何というか。',
      questionType: 'single',
      options: [
        { text: 'ロールフォワード', isCorrect: false },
        { text: 'ダーティリード', isCorrect: false },
        { text: 'デッドロック', isCorrect: true },
        { text: 'チェックポイント', isCorrect: false },
      ],
      explanation:
        '<p>互いに相手が保持する資源の解放を待ち合って、どちらも先に進めなくなる状態が <strong>デッドロック</strong> です。DBMSは検出すると一方のトランザクションをロールバックして解消します。</p><p>予防策としては、すべてのトランザクションでロックを取得する順序をそろえる方法が有効です。ダーティリードは、コミット前のデータを他のトランザクションが読んでしまう現象です。</p>',
    },
    {
      text: 'あるデータに他のトランザクションが共有ロックをかけているとき、別のトランザクションがそのデータに対して行えることはどれか。',
      questionType: 'single',
      options: [
        { text: '排他ロックをかけて更新する', isCorrect: false },
        { text: 'ロックをかけずに削除する', isCorrect: false },
        { text: '共有ロックを強制的に解除して更新する', isCorrect: false },
        { text: '共有ロックをかけて読み取る', isCorrect: true },
      ],
      explanation:
        '<p><strong>共有ロック</strong> は読み取り用のロックで、他のトランザクションも共有ロックをかけて <strong>同時に読み取る</strong> ことができます。</p><p>更新や削除に必要な排他ロックは、共有ロックが解除されるまで待たされます。これにより、読み取り中のデータが途中で書き換えられることを防ぎます。</p>',
    },
    {
      text: 'ディスク装置の故障（媒体障害）からの回復で、バックアップファイルからデータを復元した後、更新後ログを使ってバックアップ取得以降の更新を反映する処理を何というか。',
      questionType: 'single',
      options: [
        { text: 'ロールフォワード', isCorrect: true },
        { text: 'ロールバック', isCorrect: false },
        { text: '2相コミット', isCorrect: false },
        { text: 'レプリケーション', isCorrect: false },
      ],
      explanation:
        '<p>バックアップ時点の状態に、<strong>更新後ログ</strong> の内容を順に適用して障害直前の状態まで進めるのが <strong>ロールフォワード</strong> です。</p><p>ロールバックは更新前ログを使って未完了のトランザクションを取り消す処理です。2相コミットは分散データベースでコミットの整合性を保つ手順、レプリケーションはデータを別のサーバに複製する仕組みです。</p>',
    },
    {
      text: 'データベースのインデックス（索引）に関する記述として適切なものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: '行の追加・更新・削除の際には、インデックスの更新にも処理時間がかかる', isCorrect: true },
        { text: 'インデックスを作成すると、元の表のデータは削除される', isCorrect: false },
        { text: 'インデックスは多く作るほど、すべての処理が速くなる', isCorrect: false },
        { text: '検索条件に頻繁に使われる列に作成すると、検索を高速化できることが多い', isCorrect: true },
      ],
      explanation:
        '<p>インデックスは本の索引のように、条件に合う行を全件走査せずに見つけるための補助的なデータ構造で、<strong>検索の高速化</strong> に役立ちます。</p><p>一方で、データを更新するたびにインデックスも更新する必要があるため <strong>更新処理の負荷</strong> が増え、記憶領域も消費します。むやみに増やせばよいわけではなく、作成しても元の表のデータはそのまま残ります。</p>',
    },
    {
      text: 'SQL文のうち、DML（データ操作言語）に分類されるものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: 'UPDATE', isCorrect: true },
        { text: 'DELETE', isCorrect: true },
        { text: 'CREATE TABLE', isCorrect: false },
        { text: 'GRANT', isCorrect: false },
        { text: 'INSERT', isCorrect: true },
      ],
      explanation:
        '<p>表の中のデータを追加・変更・削除する <strong><code>INSERT</code>・<code>UPDATE</code>・<code>DELETE</code></strong> はDMLです。</p><p><code>CREATE TABLE</code> は表の構造を定義するDDL（データ定義言語）、<code>GRANT</code> は権限を与えるDCL（データ制御言語）に分類されます。</p>',
    },
    {
      text: '「1人の学生は複数の講義を履修でき、1つの講義は複数の学生に履修される」という関係を、関係データベースの表として実装する方法として適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: '学生表に「講義ID1」「講義ID2」…のように履修した講義の数だけ列を追加する', isCorrect: false },
        { text: '学生表の1つの列に、履修する講義IDをカンマ区切りでまとめて格納する', isCorrect: false },
        { text: '学生表と講義表を1つの表にまとめ、主キーを学生IDにする', isCorrect: false },
        {
          text: '学生IDと講義IDを列にもつ「履修」表を設け、学生表と講義表をそれぞれ1対多で関連付ける',
          isCorrect: true,
        },
      ],
      explanation:
        '<p>学生と講義は <strong>多対多</strong> の関係です。関係データベースでは、両者のキーをもつ <strong>連関エンティティ（中間の表）</strong> を設けて、1対多の関係2つに分解します。</p><p>講義IDの列を並べたりカンマ区切りで格納したりすると、繰返し項目を含む非正規形になり、検索や更新が難しくなります。</p>',
    },
    {
      text: 'ビューの説明として適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: '1つ以上の実表から SELECT 文によって導出される仮想的な表', isCorrect: true },
        { text: '検索を高速化するために列の値と行の位置を対応付けたデータ構造', isCorrect: false },
        { text: '障害回復のために更新の前後の内容を記録したファイル', isCorrect: false },
        { text: 'データベースへの接続を使い回すための仕組み', isCorrect: false },
      ],
      explanation:
        '<p><strong>ビュー</strong> は定義（SELECT文）だけを保存し、参照されるたびに実表から結果を導出する仮想表です。複雑な結合を隠して使いやすくしたり、見せる列を制限してアクセス制御に使ったりできます。</p><p>列の値と行の位置を対応付けるのはインデックス、更新の前後を記録するのはログ（ジャーナル）、接続を使い回すのはコネクションプーリングの説明です。</p>',
    },
    {
      text: `${productTable}次のSQL文を実行したとき、結果は何行になるか。 SELECT DISTINCT 分類 FROM 商品`,
      questionType: 'single',
      options: [
        { text: '1行', isCorrect: false },
        { text: '2行', isCorrect: true },
        { text: '3行', isCorrect: false },
        { text: '6行', isCorrect: false },
      ],
      explanation:
        '<p><code>DISTINCT</code> は結果から重複した行を取り除きます。分類の値は「文具」と「PC周辺」の2種類なので、結果は <strong>2行</strong> です。</p><p><code>DISTINCT</code> を付けなければ、表の行数と同じ6行が返ります。</p>',
    },
    {
      text: `${productTable}WHERE 句を付けずに UPDATE 商品 SET 在庫 = 0 を実行してコミットした。この結果として適切なものはどれか。`,
      questionType: 'single',
      options: [
        { text: '在庫がすでに0の2行だけが更新される', isCorrect: false },
        { text: 'WHERE 句がないため構文エラーになり、何も更新されない', isCorrect: false },
        { text: '6行すべての在庫が0になる', isCorrect: true },
        { text: '最初の1行だけの在庫が0になる', isCorrect: false },
      ],
      explanation:
        '<p><code>UPDATE</code> や <code>DELETE</code> で <code>WHERE</code> 句を省略すると、<strong>表のすべての行</strong> が対象になります。構文としては正しいのでエラーにはなりません。</p><p>意図しない全件更新を防ぐため、実行前に同じ条件の <code>SELECT</code> で対象行を確認したり、トランザクション内で実行して結果を確かめてからコミットしたりするのが安全です。</p>',
    },
    {
      text: '関係データベースの表を正規化する主な目的として適切なものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: 'データベース内の表の数を必ず減らす', isCorrect: false },
        { text: '同じデータが複数の箇所に重複して格納されることを減らす', isCorrect: true },
        { text: '更新や削除の際に、データの一部だけが変更されて不整合が起きることを防ぐ', isCorrect: true },
        { text: '検索時に必要となる表の結合の回数を必ず減らす', isCorrect: false },
      ],
      explanation:
        '<p>正規化の目的は <strong>データの重複を排除</strong> し、更新・挿入・削除の際の <strong>異常（不整合）を防ぐ</strong> ことです。</p><p>正規化すると表は分割されて数が増え、検索時には結合が必要になることが多くなります。性能のためにあえて正規化を崩す設計（非正規化）が選ばれることもあります。</p>',
    },
    {
      text: `${productTable}次のSQL文の実行結果として得られる値はどれか。 SELECT SUM(在庫) FROM 商品 WHERE 分類 = '文具'`,
      questionType: 'single',
      options: [
        { text: '420', isCorrect: true },
        { text: '120', isCorrect: false },
        { text: '300', isCorrect: false },
        { text: '475', isCorrect: false },
      ],
      explanation:
        '<p>分類が「文具」の行は P01（在庫120）、P02（在庫0）、P06（在庫300）の3行です。その在庫の合計は 120 + 0 + 300 = <strong>420</strong> です。</p><p>475 は全6行の在庫の合計で、<code>WHERE</code> 句の条件を見落とした場合の値です。</p>',
    },
  ],
};
