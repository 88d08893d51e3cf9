export const webPwaJa = {
  pwa: {
    newVersion: '新しいバージョンがあります',
    newVersionHint: '再読み込みすると新しいバージョンになります。今の画面はこのまま使い続けられます。',
    reload: '再読み込み',
  },
} as const;
