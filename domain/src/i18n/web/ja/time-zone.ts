export const webTimeZoneJa = {
  timeZone: {
    label: 'タイムゾーン',
    help: '復習の「今日」、14日間の予定、試験日までの計画の日付をこのタイムゾーンで数えます。',
    saved: '保存済み: {{zone}}',
    notSaved: '未保存です。このブラウザのタイムゾーン（{{zone}}）を使っています。',
    save: '保存',
    chosen: 'タイムゾーンを {{zone}} にしました',
    failed: 'タイムゾーンを保存できませんでした: {{reason}}',
    noResponse: 'サーバーから応答がありません。ネットワーク接続を確認してください',
  },
} as const;
