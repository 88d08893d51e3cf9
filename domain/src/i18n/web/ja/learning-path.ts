export const webLearningPathJa = {
  learningPath: {
    title: '学習パス',
    intro: '間違えた問題と自信のなかった問題を、忘れかけた頃にもう一度。FSRS で次の復習日を決めています。',
    loadFailed: '学習パスを読み込めませんでした',
    counts: {
      due: '今すぐ復習',
      learning: '学習中',
      review: '定着中',
      new: '新規',
    },
    today: '今すぐ復習 {{count}} 問',
    nothingDue: '今すぐ復習する問題はありません。新しい問題に挑戦しましょう。',
    questionNumber: '問{{n}}',
    locked: '🔒',
    lockedHelp: '利用期限が切れています。購入または引換で再開できます。',
    review: '{{count}} 問を復習する',
    forecast: 'これから14日間の復習予定',
    dueSeries: '復習する問題数',
    offline: {
      title: 'オフライン表示',
      asOf: '最後に同期した時点（{{at}}）の学習パスです。オフラインのため、ダウンロード済みの問題集の復習だけを表示しています。',
      notKept:
        'この端末にはまだ学習パスが保存されていません。接続できるときに一度開くと、オフラインでも使えるようになります。',
      nothingDue: 'ダウンロード済みの問題集に、今日の復習はありません。',
      answeredOffline: 'オフラインで解答した {{count}} 問は、送信後に次の復習日が決まります。',
    },
    laterToday: 'このあと今日 {{count}} 問',
    waitMinutes: 'あと {{count}} 分',
    waitHours: 'あと {{count}} 時間',
    nextReview: '次の復習: {{wait}}（{{at}}）',
    noNextReview: '復習の予定はまだありません',
  },
} as const;
