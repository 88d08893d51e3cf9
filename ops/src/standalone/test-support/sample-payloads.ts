/** Request bodies as the admin screens send them (admin spec §7). */
export const networkSetPayload = () => ({
  title: 'ネットワーク基礎',
  description: 'TCP/IPとOSI参照モデルの基本を確認する問題集',
  category: 'ネットワークプロトコル',
  icon: '🌐',
  isPaid: false,
  price: 0,
  trialQuestions: 0,
  isFeatured: true,
  featuredCategory: '人気の問題集',
  questions: [
    {
      text: 'OSI参照モデルの第3層はどれか。',
      explanation: '<p>第3層はネットワーク層で、経路制御を担う。</p>',
      questionType: 'single',
      orderIndex: 0,
      options: [
        { text: 'ネットワーク層', isCorrect: true, optionIndex: 'A' },
        { text: 'トランスポート層', isCorrect: false, optionIndex: 'B' },
        { text: 'データリンク層', isCorrect: false, optionIndex: 'C' },
      ],
    },
    {
      question: 'TCPの特徴として正しいものをすべて選べ。',
      explanation: 'コネクション型で、再送制御を行う。',
      questionType: 'multiple',
      orderIndex: 1,
      options: [
        { text: 'コネクション型である', isCorrect: true, optionIndex: 'A' },
        { text: '再送制御を行う', isCorrect: true, optionIndex: 'B' },
        { text: 'ブロードキャストに使う', isCorrect: false, optionIndex: 'C' },
      ],
    },
  ],
});

export const paidSecuritySetPayload = () => ({
  title: '情報セキュリティ対策',
  description: '暗号と認証の応用問題',
  category: 'セキュリティ技術',
  icon: '🔒',
  isPaid: true,
  price: 1980,
  trialQuestions: 1,
  questions: [
    {
      text: '公開鍵暗号方式で署名に使う鍵はどれか。',
      explanation: '署名は送信者の秘密鍵で作成する。',
      questionType: 'single',
      options: [
        { text: '送信者の秘密鍵', isCorrect: true },
        { text: '受信者の公開鍵', isCorrect: false },
      ],
    },
  ],
});

export const questionPayload = (questionSetId: string) => ({
  questionSetId,
  text: 'HTTPSが標準で使うポート番号はどれか。',
  explanation: 'HTTPSは443番ポートを使う。',
  questionType: 'single',
  options: [
    { text: '80', isCorrect: false },
    { text: '443', isCorrect: true },
  ],
});

/** A free set of `size` two-option questions numbered `${prefix} 1..size`, 正しい being right (long lists, paging). */
export const numberedSetPayload = (title: string, size: number, prefix = title) => ({
  title,
  description: '',
  category: '検証',
  icon: '📚',
  isPaid: false,
  price: 0,
  trialQuestions: 0,
  questions: Array.from({ length: size }, (_, index) => ({
    text: `${prefix} ${index + 1}`,
    explanation: `解説 ${index + 1}`,
    questionType: 'single',
    options: [
      { text: '正しい', isCorrect: true },
      { text: '誤り', isCorrect: false },
    ],
  })),
});
