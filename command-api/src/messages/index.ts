/**
 * Success texts of the admin screens (admin spec §2 and §8), sent as `message` so the screens can show
 * them as they come. Texts the spec does not quote are ours, in the same register.
 */
export const CommandMessages = {
  questionSetCreated: '問題集が正常に作成されました！',
  questionSetUpdated: '問題集が正常に更新されました',
  questionSetDeleted: '問題集が正常に削除されました',
  questionSetFeatured: 'おすすめに設定しました',
  questionSetUnfeatured: 'おすすめを解除しました',
  questionsReordered: '問題の並び順を更新しました',
  questionMoved: (number: number) => `問題を${number.toLocaleString('en-US')}番に移動しました`,
  optionOrderKept: '選択肢を書かれた順に表示します',
  optionOrderShuffled: '選択肢を学習者ごとの順に表示します',
  questionAdded: '問題が正常に追加されました',
  questionUpdated: '問題が正常に更新されました',
  questionDeleted: '問題が正常に削除されました',
  questionSetsUploaded: (created: number, failed: number) =>
    `問題集を${created}件作成しました（失敗 ${failed}件）`,
  questionCountRefreshed: (count: number) => `問題数を更新しました（${count}問）`,
} as const;
