/**
 * The fixed choices of the add-set screen and the info tab (admin spec §2). Category names are stored as the
 * Japanese wording the learner sees; the two screens offer different lists, as the spec describes them.
 */

/** Add question set: 10 categories. */
export const ADD_SET_CATEGORIES = [
  'コンピュータ基礎',
  'プログラミング言語',
  'ネットワークプロトコル',
  'セキュリティ技術',
  'データベース',
  'オペレーティングシステム',
  'ソフトウェア工学',
  '人工知能',
  'クラウドコンピューティング',
  'その他',
] as const;

/** Question set info: 16 categories. */
export const INFO_CATEGORIES = [
  'フロントエンド開発',
  'バックエンド開発',
  'フルスタック開発',
  'モバイル開発',
  'データベース',
  '人工知能',
  'ネットワークセキュリティ',
  'オペレーティングシステム',
  'ソフトウェア工学',
  'コンピュータ基礎',
  'ネットワークプロトコル',
  'クラウドコンピューティング',
  'ブロックチェーン',
  'ビッグデータ',
  'サーバー運用',
  'その他',
] as const;

/** Add question set: 10 emoji icons. */
export const ADD_SET_ICONS = ['📚', '📝', '💻', '🌐', '🔒', '🗄️', '⚙️', '🤖', '☁️', '🧠'] as const;

/** Question set info: 20 emoji icons (the add screen's ten and ten more). */
export const INFO_ICONS = [
  ...ADD_SET_ICONS,
  '📱',
  '🎯',
  '📊',
  '🔧',
  '🧪',
  '💡',
  '🔍',
  '📖',
  '🚀',
  '🏆',
] as const;

/**
 * The category list of a select: the fixed choices plus the set's own category when it is not one of them
 * (sets created elsewhere, e.g. the demo content or a batch import, keep their category selectable).
 */
export function categoryChoices(fixed: readonly string[], current?: string | null): string[] {
  const own = current?.trim() ?? '';
  return own !== '' && !fixed.includes(own) ? [own, ...fixed] : [...fixed];
}
