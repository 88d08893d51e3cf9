import type { CatalogueShape } from '../../catalogue-shape.js';
import type { webLearningPathJa } from '../ja/learning-path.js';

export const webLearningPathZh = {
  learningPath: {
    title: '学习路径',
    intro: '在快要忘记的时候，再做一遍做错的和没把握的题目。下一次复习日期由 FSRS 决定。',
    loadFailed: '无法加载学习路径',
    counts: {
      due: '立即复习',
      learning: '学习中',
      review: '巩固中',
      new: '新题',
    },
    today: '立即复习 {{count}} 题',
    nothingDue: '现在没有需要复习的题目。挑战新题目吧。',
    questionNumber: '第{{n}}题',
    locked: '🔒',
    lockedHelp: '使用期限已过。购买或兑换后即可继续。',
    review: '复习 {{count}} 题',
    forecast: '未来14天的复习计划',
    dueSeries: '需复习的题数',
    offline: {
      title: '离线显示',
      asOf: '这是最后一次同步时（{{at}}）的学习路径。由于处于离线状态，只显示已下载题库的复习。',
      notKept: '此设备上还没有保存学习路径。在联网时打开一次，之后离线也能使用。',
      nothingDue: '已下载的题库今天没有需要复习的题目。',
      answeredOffline: '离线作答的 {{count}} 题将在发送后确定下一次复习日期。',
    },
    laterToday: '今天稍后 {{count}} 题',
    waitMinutes: '还有 {{count}} 分钟',
    waitHours: '还有 {{count}} 小时',
    nextReview: '下次复习：{{wait}}（{{at}}）',
    noNextReview: '还没有复习计划',
  },
} as const satisfies CatalogueShape<typeof webLearningPathJa>;
