import type { CatalogueShape } from '../../catalogue-shape.js';
import type { webLearningPathJa } from '../ja/learning-path.js';

export const webLearningPathEn = {
  learningPath: {
    title: 'Learning path',
    intro:
      'Questions you got wrong or were unsure about come back just as you start to forget them. FSRS picks the next review date.',
    loadFailed: 'Could not load the learning path',
    counts: {
      due: 'Due now',
      learning: 'Learning',
      review: 'Reviewing',
      new: 'New',
    },
    today: '{{count}} due now',
    nothingDue: 'Nothing to review right now. Try some new questions.',
    questionNumber: 'Q{{n}}',
    locked: '🔒',
    lockedHelp: 'Your access has expired. Buy or redeem to continue.',
    review: 'Review {{count, plural(one: # question; other: # questions)}}',
    forecast: 'Reviews in the next 14 days',
    dueSeries: 'Questions to review',
    offline: {
      title: 'Offline view',
      asOf: 'This is the learning path as of the last sync ({{at}}). You are offline, so only reviews of downloaded question sets are shown.',
      notKept: 'No learning path is stored on this device yet. Open it once while online to use it offline.',
      nothingDue: 'Nothing to review today in the downloaded question sets.',
      answeredOffline:
        '{{count, plural(one: The question answered offline gets its next review date once it is sent.; other: The # questions answered offline get their next review date once they are sent.)}}',
    },
    laterToday: '{{count}} later today',
    waitMinutes: 'in {{count}} min',
    waitHours: 'in {{count}} h',
    nextReview: 'Next review: {{wait}} ({{at}})',
    noNextReview: 'No review scheduled yet',
  },
} as const satisfies CatalogueShape<typeof webLearningPathJa>;
