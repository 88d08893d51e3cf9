/** The product's one name and its one-line description (header, footer, title, manifest, mails, README). */
export const appJa = {
  name: 'IT資格道場',
  description: 'IT資格試験の問題で練習できる問題集サービス',
} as const;
