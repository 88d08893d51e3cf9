import type { DemoQuestionSet } from './types.js';

// Original practice questions written for this product's demo data.
export const networkBasics: DemoQuestionSet = {
  key: 'network-basics',
  title: 'ネットワーク基礎トレーニング',
  description:
    'TCP/IPの階層、サブネット計算、DNS、HTTP、代表的なポート番号など、ネットワークの基本を繰り返し練習できる無料問題集です。',
  category: 'ネットワークプロトコル',
  icon: '🌐',
  isPaid: false,
  price: 0,
  trialQuestions: 0,
  validityPeriod: 180,
  isFeatured: false,
  featuredCategory: null,
  questions: [
    {
      text: 'OSI基本参照モデルにおいて、IP（Internet Protocol）が主に対応する層はどれか。',
      questionType: 'single',
      options: [
        { text: 'ネットワーク層', isCorrect: true },
        { text: 'トランスポート層', isCorrect: false },
        { text: 'データリンク層', isCorrect: false },
        { text: 'セッション層', isCorrect: false },
      ],
      explanation:
        '<p>IPはパケットに宛先アドレスを付け、複数のネットワークをまたいで経路を選んで届ける役割をもつため、<strong>ネットワーク層（第3層）</strong> に対応します。</p><p>TCPやUDPはトランスポート層、イーサネットはデータリンク層のプロトコルです。</p>',
    },
    {
      text: 'UDPと比較したTCPの特徴として適切なものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: '確認応答と再送、順序制御によって信頼性の高い転送を行う', isCorrect: true },
        { text: '同じネットワーク内の全ホストへのブロードキャスト送信に使われる', isCorrect: false },
        { text: 'ヘッダがUDPより小さく、転送の遅延が少ない', isCorrect: false },
        { text: '通信を始める前に相手との間でコネクションを確立する', isCorrect: true },
      ],
      explanation:
        '<p>TCPは <strong>コネクション型</strong> のプロトコルで、<strong>確認応答・再送・順序制御</strong> によりデータが欠けたり入れ替わったりせずに届くことを保証します。</p><p>ブロードキャストはコネクションを張らないUDPで行われます。ヘッダが小さく（8バイト）軽量なのもUDPの特徴で、TCPのヘッダは最低20バイトあります。</p>',
    },
    {
      text: 'HTTPS（HTTP over TLS）が標準で使用するTCPのポート番号はどれか。',
      questionType: 'single',
      options: [
        { text: '80', isCorrect: false },
        { text: '22', isCorrect: false },
        { text: '443', isCorrect: true },
        { text: '8080', isCorrect: false },
      ],
      explanation:
        '<p>HTTPSのウェルノウンポートは <strong>443</strong> です。</p><p>80 は暗号化しないHTTP、22 はSSHのポート番号です。8080 はHTTPの代替ポートとしてよく使われますが、HTTPSの標準ポートではありません。</p>',
    },
    {
      text: 'プロトコルと標準のポート番号の組合せとして正しいものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: 'POP3 ― 143', isCorrect: false },
        { text: 'SSH ― 22', isCorrect: true },
        { text: 'SMTP ― 25', isCorrect: true },
        { text: 'DNS ― 53', isCorrect: true },
      ],
      explanation:
        '<p><strong>SSH は22</strong>、<strong>SMTP は25</strong>、<strong>DNS は53</strong> が標準のポート番号です。</p><p>POP3 の標準ポートは <code>110</code> で、<code>143</code> は IMAP4 のポート番号です。</p>',
    },
    {
      text: 'ネットワークアドレス 192.168.10.0/26 のサブネットで、ホストに割り当てることができるIPアドレスは最大いくつか。',
      questionType: 'single',
      options: [
        { text: '62', isCorrect: true },
        { text: '64', isCorrect: false },
        { text: '30', isCorrect: false },
        { text: '126', isCorrect: false },
      ],
      explanation:
        '<p>/26 ではホスト部が 32 − 26 = 6ビットなので、アドレスは 2<sup>6</sup> = 64 個あります。</p><p>このうちホスト部がすべて0のネットワークアドレスと、すべて1のブロードキャストアドレスは割り当てられないため、<strong>64 − 2 = 62</strong> 個です。30 は /27、126 は /25 の場合の値です。</p>',
    },
    {
      text: 'IPアドレス 172.16.5.130/25 のホストが属するネットワークのネットワークアドレスはどれか。',
      questionType: 'single',
      options: [
        { text: '172.16.5.0', isCorrect: false },
        { text: '172.16.5.128', isCorrect: true },
        { text: '172.16.5.127', isCorrect: false },
        { text: '172.16.5.255', isCorrect: false },
      ],
      explanation:
        '<p>/25 のサブネットマスクは <code>255.255.255.128</code> で、第4オクテットは 0〜127 と 128〜255 の2つのブロックに分かれます。</p><p>130 は後半のブロックに属するので、ネットワークアドレスは <strong>172.16.5.128</strong>、ブロードキャストアドレスは 172.16.5.255 です。172.16.5.127 は前半ブロックのブロードキャストアドレスです。</p>',
    },
    {
      text: 'プレフィックス長 /27 に相当するサブネットマスクはどれか。',
      questionType: 'single',
      options: [
        { text: '255.255.255.192', isCorrect: false },
        { text: '255.255.255.240', isCorrect: false },
        { text: '255.255.255.224', isCorrect: true },
        { text: '255.255.255.248', isCorrect: false },
      ],
      explanation:
        '<p>/27 は先頭から27ビットが1なので、第4オクテットの上位3ビットが1（<code>11100000</code>）になり、128 + 64 + 32 = 224 です。よって <strong>255.255.255.224</strong> です。</p><p>192 は /26、240 は /28、248 は /29 に相当します。</p>',
    },
    {
      text: 'プライベートIPアドレス（RFC 1918 で定められた範囲）に該当するものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: '8.8.8.8', isCorrect: false },
        { text: '10.1.2.3', isCorrect: true },
        { text: '172.20.0.1', isCorrect: true },
        { text: '192.168.100.1', isCorrect: true },
        { text: '172.32.0.1', isCorrect: false },
      ],
      explanation:
        '<p>プライベートアドレスの範囲は <code>10.0.0.0/8</code>、<code>172.16.0.0/12</code>（172.16.0.0〜172.31.255.255）、<code>192.168.0.0/16</code> の3つです。</p><p>172.20.0.1 は172.16〜172.31の範囲内なので該当しますが、<strong>172.32.0.1</strong> は範囲外です。8.8.8.8 はインターネット上で使われるグローバルアドレスです。</p>',
    },
    {
      text: 'DNSで、ホスト名（ドメイン名）に対応するIPv4アドレスを登録するリソースレコードはどれか。',
      questionType: 'single',
      options: [
        { text: 'Aレコード', isCorrect: true },
        { text: 'MXレコード', isCorrect: false },
        { text: 'CNAMEレコード', isCorrect: false },
        { text: 'PTRレコード', isCorrect: false },
      ],
      explanation:
        '<p>ホスト名からIPv4アドレスを引くための情報は <strong>Aレコード</strong> に登録します（IPv6ではAAAAレコード）。</p><p>MXはメールサーバの指定、CNAMEは別名（エイリアス）の定義、PTRはIPアドレスからホスト名を引く逆引きに使います。</p>',
    },
    {
      text: 'DNSのMXレコードの役割として適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: 'ホスト名の別名（エイリアス）を定義する', isCorrect: false },
        { text: 'そのドメイン宛ての電子メールを受け取るメールサーバを示す', isCorrect: true },
        { text: 'そのゾーンを管理する権威DNSサーバを示す', isCorrect: false },
        { text: 'IPアドレスからホスト名を求める逆引きに使う', isCorrect: false },
      ],
      explanation:
        '<p><strong>MX（Mail eXchanger）レコード</strong> は、ドメイン宛てのメールを配送すべきメールサーバと、その優先度を示します。</p><p>別名の定義はCNAME、権威DNSサーバの指定はNS、逆引きはPTRレコードの役割です。</p>',
    },
    {
      text: 'ネットワークに接続した端末に対して、IPアドレスやデフォルトゲートウェイ、DNSサーバのアドレスなどを自動的に設定するプロトコルはどれか。',
      questionType: 'single',
      options: [
        { text: 'ARP', isCorrect: false },
        { text: 'NTP', isCorrect: false },
        { text: 'DHCP', isCorrect: true },
        { text: 'SNMP', isCorrect: false },
      ],
      explanation:
        '<p><strong>DHCP</strong> は、アドレスプールからIPアドレスを貸し出し、ゲートウェイやDNSサーバなどのネットワーク設定もまとめて端末に配布します。</p><p>ARPはアドレス解決、NTPは時刻同期、SNMPはネットワーク機器の監視・管理に使うプロトコルです。</p>',
    },
    {
      text: '同一LAN内で、通信相手のIPアドレスからMACアドレスを求めるために使われるプロトコルはどれか。',
      questionType: 'single',
      options: [
        { text: 'DNS', isCorrect: false },
        { text: 'ICMP', isCorrect: false },
        { text: 'NAT', isCorrect: false },
        { text: 'ARP', isCorrect: true },
      ],
      explanation:
        '<p><strong>ARP（Address Resolution Protocol）</strong> は、「このIPアドレスをもつ機器はどれか」をブロードキャストで問い合わせ、応答からMACアドレスを得ます。</p><p>DNSはホスト名とIPアドレスの対応を調べる仕組みで、MACアドレスは扱いません。ICMPはエラー通知や疎通確認、NATはアドレス変換の技術です。</p>',
    },
    {
      text: 'NAPT（IPマスカレード）の説明として適切なものはどれか。',
      questionType: 'single',
      options: [
        {
          text: 'IPアドレスとポート番号の組を変換することで、複数の端末が1つのグローバルIPアドレスを共有してインターネットに接続できるようにする',
          isCorrect: true,
        },
        { text: 'ドメイン名とIPアドレスを相互に変換する', isCorrect: false },
        { text: '端末にIPアドレスを自動的に割り当てる', isCorrect: false },
        { text: '通信経路上のデータを暗号化して盗聴を防ぐ', isCorrect: false },
      ],
      explanation:
        '<p><strong>NAPT</strong> は、IPアドレスだけでなくポート番号も書き換えて変換表で管理するため、多数のプライベートアドレスの端末が <strong>1つのグローバルIPアドレスを共有</strong> できます。</p><p>ドメイン名の変換はDNS、アドレスの自動割当てはDHCPの役割です。NAPT自体には暗号化の機能はありません。</p>',
    },
    {
      text: 'Webサーバが HTTP ステータスコード 404 を返したときの意味として適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: 'サーバ内部でエラーが発生した', isCorrect: false },
        { text: '要求されたリソースがサーバ上に見つからない', isCorrect: true },
        { text: 'リソースが恒久的に別のURLへ移動した', isCorrect: false },
        { text: 'リソースへのアクセスが禁止されている', isCorrect: false },
      ],
      explanation:
        '<p><strong>404 Not Found</strong> は、指定されたURLに対応するリソースが見つからないことを示すクライアントエラー（4xx）です。</p><p>サーバ内部エラーは 500、恒久的な移動は 301、アクセス禁止は 403 です。</p>',
    },
    {
      text: 'HTTPのメソッドのうち、仕様上「安全（safe）」、すなわちサーバ上のリソースの状態を変更しないことが期待されるものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: 'POST', isCorrect: false },
        { text: 'DELETE', isCorrect: false },
        { text: 'GET', isCorrect: true },
        { text: 'HEAD', isCorrect: true },
      ],
      explanation:
        '<p><strong>GET</strong> と <strong>HEAD</strong> はリソースを取得するだけのメソッドで、安全なメソッドと定義されています（HEADはGETと同じ処理でヘッダのみを返します）。</p><p>POST はデータの送信や作成、DELETE はリソースの削除に使われ、サーバの状態を変更するため安全なメソッドではありません。</p>',
    },
    {
      text: 'IPv6アドレスの長さは何ビットか。',
      questionType: 'single',
      options: [
        { text: '32ビット', isCorrect: false },
        { text: '64ビット', isCorrect: false },
        { text: '256ビット', isCorrect: false },
        { text: '128ビット', isCorrect: true },
      ],
      explanation:
        '<p>IPv6アドレスは <strong>128ビット</strong> で、16ビットずつコロンで区切った8つの16進数で表記します。</p><p>32ビットはIPv4アドレスの長さです。64ビットはIPv6で一般的に使われるインタフェースIDの長さで、アドレス全体の長さではありません。</p>',
    },
    {
      text: 'IPアドレスを基に経路を選択し、異なるネットワーク間でパケットを中継する機器はどれか。',
      questionType: 'single',
      options: [
        { text: 'ルータ', isCorrect: true },
        { text: 'リピータハブ', isCorrect: false },
        { text: 'L2スイッチ', isCorrect: false },
        { text: 'ブリッジ', isCorrect: false },
      ],
      explanation:
        '<p><strong>ルータ</strong> はネットワーク層（第3層）の機器で、ルーティングテーブルを参照してIPアドレスに基づき異なるネットワーク間でパケットを転送します。</p><p>リピータハブは物理層で信号を増幅・中継するだけで、L2スイッチとブリッジはデータリンク層でMACアドレスに基づいて同一ネットワーク内の転送を行います。</p>',
    },
    {
      text: 'イーサネットで用いられるMACアドレスの長さは何ビットか。',
      questionType: 'single',
      options: [
        { text: '32ビット', isCorrect: false },
        { text: '48ビット', isCorrect: true },
        { text: '64ビット', isCorrect: false },
        { text: '128ビット', isCorrect: false },
      ],
      explanation:
        '<p>MACアドレスは <strong>48ビット</strong> で、<code>00:1A:2B:3C:4D:5E</code> のように8ビットずつ16進数で表記します。</p><p>上位24ビットはベンダを識別するOUI、下位24ビットはベンダが機器ごとに割り当てる番号です。32ビットはIPv4アドレス、128ビットはIPv6アドレスの長さです。</p>',
    },
    {
      text: 'TCPのコネクション確立（3ウェイハンドシェイク）で、やり取りされるセグメントの順序として正しいものはどれか。',
      questionType: 'single',
      options: [
        { text: 'SYN → ACK → FIN', isCorrect: false },
        { text: 'ACK → SYN → SYN+ACK', isCorrect: false },
        { text: 'SYN → SYN+ACK → ACK', isCorrect: true },
        { text: 'SYN → FIN → ACK', isCorrect: false },
      ],
      explanation:
        '<p>クライアントが <strong>SYN</strong> を送り、サーバが <strong>SYN+ACK</strong> で応答し、クライアントが <strong>ACK</strong> を返すことでコネクションが確立します。</p><p>FIN はコネクションを終了するときに使うフラグで、確立の手順には含まれません。</p>',
    },
    {
      text: 'ping コマンドが通信相手の到達性を確認するために利用するプロトコルはどれか。',
      questionType: 'single',
      options: [
        { text: 'UDP', isCorrect: false },
        { text: 'ARP', isCorrect: false },
        { text: 'SNMP', isCorrect: false },
        { text: 'ICMP', isCorrect: true },
      ],
      explanation:
        '<p>ping は <strong>ICMP</strong> のエコー要求（Echo Request）を送り、エコー応答（Echo Reply）が返るかどうかで相手への到達性と往復時間を確認します。</p><p>ICMPはIPと同じネットワーク層で動作し、TCPやUDPのポート番号は使いません。</p>',
    },
    {
      text: 'メールクライアントがメールサーバに保存されている自分宛てのメールを受信（取得）するために使うプロトコルをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: 'POP3', isCorrect: true },
        { text: 'IMAP4', isCorrect: true },
        { text: 'SMTP', isCorrect: false },
        { text: 'SNMP', isCorrect: false },
      ],
      explanation:
        '<p><strong>POP3</strong> はメールを手元にダウンロードして読む方式、<strong>IMAP4</strong> はメールをサーバ上に置いたまま管理・閲覧する方式の受信プロトコルです。</p><p>SMTP はメールの送信やサーバ間の転送に使うプロトコルで、受信には使いません。SNMP はネットワーク管理用のプロトコルです。</p>',
    },
    {
      text: '端末の設定にある「デフォルトゲートウェイ」の説明として適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: 'ホスト名をIPアドレスに変換するためのサーバ', isCorrect: false },
        { text: '自分と異なるネットワーク宛てのパケットを、最初に送り出す先となるルータ', isCorrect: true },
        { text: '端末にIPアドレスを割り当てるサーバ', isCorrect: false },
        { text: '同一ネットワーク内の全端末に一斉に送信するための宛先アドレス', isCorrect: false },
      ],
      explanation:
        '<p>宛先が自分のネットワーク外にあるとき、端末はパケットを <strong>デフォルトゲートウェイ</strong> として設定されたルータに送り、その先の経路選択を任せます。</p><p>名前解決はDNSサーバ、アドレスの割当てはDHCPサーバの役割で、一斉送信の宛先はブロードキャストアドレスです。</p>',
    },
    {
      text: '192.168.0.0/24 と 192.168.1.0/24 の2つのネットワークを、過不足なく1つの経路に集約（スーパーネット化）したものはどれか。',
      questionType: 'single',
      options: [
        { text: '192.168.0.0/22', isCorrect: false },
        { text: '192.168.1.0/23', isCorrect: false },
        { text: '192.168.0.0/23', isCorrect: true },
        { text: '192.168.0.0/25', isCorrect: false },
      ],
      explanation:
        '<p>第3オクテットの 0（<code>00000000</code>）と 1（<code>00000001</code>）は上位7ビットが共通なので、共通部分は 16 + 7 = 23ビットとなり <strong>192.168.0.0/23</strong> で2つをちょうど表せます。</p><p>/22 は 192.168.0.0〜192.168.3.255 まで含んでしまい過剰です。192.168.1.0/23 は /23 の境界に揃っていないため、ネットワークアドレスとして正しくありません。</p>',
    },
    {
      text: 'IPヘッダのTTL（Time To Live）フィールドの働きとして適切なものはどれか。',
      questionType: 'single',
      options: [
        { text: 'パケットが送信された時刻を記録し、受信側で遅延を計算できるようにする', isCorrect: false },
        { text: 'パケットを暗号化するための鍵の有効期限を示す', isCorrect: false },
        { text: 'DNSキャッシュを保持してよい秒数を示す', isCorrect: false },
        {
          text: 'ルータを1つ経由するごとに値が1減り、0になったパケットは破棄されることで、経路のループによるパケットの永久循環を防ぐ',
          isCorrect: true,
        },
      ],
      explanation:
        '<p>IPヘッダの <strong>TTL</strong> は、ルータを通過するたびに1ずつ減らされ、0になるとそのパケットは破棄されます（送信元にはICMPで通知されます）。これにより、経路設定の誤りでループが生じてもパケットが永遠に回り続けることを防ぎます。</p><p>DNSのレコードにもTTLがありますが、それはキャッシュの有効期間を表す別のものです。</p>',
    },
    {
      text: 'トランスポート層のプロトコルとして、一般に UDP が使われるものをすべて選べ。',
      questionType: 'multiple',
      options: [
        { text: 'DNSの通常の名前解決の問合せ', isCorrect: true },
        { text: 'DHCPによるアドレスの取得', isCorrect: true },
        { text: 'SSHによるリモートログイン', isCorrect: false },
        { text: 'SMTPによるメールの送信', isCorrect: false },
      ],
      explanation:
        '<p>短いやり取りで完結する <strong>DNSの問合せ</strong> や、まだIPアドレスをもたない端末がブロードキャストで行う <strong>DHCP</strong> は、コネクション確立の不要なUDPを使います。</p><p>SSH や SMTP はデータを確実に届ける必要があるため、TCP を使います。</p>',
    },
  ],
};
