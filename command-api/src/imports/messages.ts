/** Admin spec §5 "Batch upload" and §8 "Batch": the texts the import answers with; others ours, in the same register. */
export const ImportMessages = {
  fileRequired: 'アップロードするファイルを選択してください',
  extensionInvalid: 'CSVまたはTXTファイル形式のみサポート',
  fileTooLarge: 'ファイルが大きすぎます（20MBまで）',
  fileEmpty: 'ファイルが空です。問題を書いたCSVまたはTXTファイルを選んでください',
  fileNotText: 'テキストファイルではありません。CSVまたはTXTのテキストファイルを選んでください',
  encodingInvalid: '文字コードは auto・utf-8・shift_jis のいずれかを指定してください',
  formatInvalid: '形式は pipe・gift・aiken のいずれかを指定してください',
  targetRequired: 'ターゲット問題集を選択してください',
  titleRequired: '問題集のタイトルを入力してください',
  descriptionRequired: '問題集の説明を入力してください',
  categoryRequired: 'カテゴリを選択してください',
  tooManyLines: '一度に取り込めるのは10,000問までです',
  dryRun: (ok: number, failed: number) =>
    `検証のみ: 取り込み可能 ${ok}件、エラー ${failed}件（保存していません）`,
  imported: (ok: number, failed: number) => `問題一括追加成功！ 成功 ${ok}件、失敗 ${failed}件`,
  created: (ok: number, failed: number) => `問題集作成成功！ 成功 ${ok}件、失敗 ${failed}件`,
  queued: '取り込みを開始しました。進捗はジョブの状態で確認できます',
  jobNotFound: 'ジョブが見つかりません',
  dryRunMoved: '取り込みの検証は POST /api/questions/batch-check で行ってください（dryRun は受け付けません）',
  checkFieldsInvalid: (fields: readonly string[]) =>
    `検証で受け付ける項目は file と format と encoding だけです（${fields.join('、')} は受け付けません）`,
} as const;
