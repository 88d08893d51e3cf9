import type { CatalogueShape } from '../../catalogue-shape.js';
import type { webReadinessJa } from '../ja/readiness.js';

export const webReadinessEn = {
  readiness: {
    title: 'Chance of passing',
    chance: 'Chance of passing {{percent}}% (±{{margin}})',
    basedOn:
      'Estimated from {{answers}} answers and {{exams}} mock exams ({{seen}} of {{questions}} questions answered)',
    belowMark: '{{field}} is below the mark',
    next: 'Next: {{unseen}} unanswered · {{due}} to review today',
    none: "Answer some questions to see each set's chance of passing.",
    loadFailed: 'Could not load the chance of passing',
  },
  studyPlan: {
    title: "Today's study plan",
    today: '{{newQuestions}} new · {{reviews}} reviews · about {{minutes}} min',
    mockExamDay: 'Today is a mock exam day',
    reviewDay: 'Today is a review day (no new questions)',
    examIn: '{{days}} days to the {{setTitle}} exam on {{examDate}} ({{unseen}} of {{total}} unanswered)',
    none: 'Set an exam date to see a plan for every day until then.',
    set: 'Question set',
    examDate: 'Exam date',
    save: 'Make a plan',
    saved: 'Study plan saved',
    onTrack: 'On track for the target (chance of passing {{target}}%)',
    offTrack: 'A little short of the target (chance of passing {{target}}%)',
    days: 'The plan to the exam',
    day: '{{date}}: {{newQuestions}} new · {{reviews}} reviews · {{minutes}} min',
    open: 'See the plan and the chance of passing on the learning path',
  },
  report: {
    open: 'Report the question',
    title: 'Report this question',
    reason: 'Reason',
    reasons: {
      'wrong-answer': 'Wrong answer',
      unclear: 'Unclear question',
      typo: 'Typo',
      other: 'Other',
    },
    note: 'Details (optional; required for “Other”)',
    submit: 'Report',
    sent: 'Report received. Thank you. An administrator will look at it.',
    questionNumber: 'Q{{n}}',
    withNote: '{{reason}}: {{note}}',
  },
  reportQueue: {
    status: {
      open: 'Open',
      resolved: 'Resolved',
      rejected: 'Rejected',
      all: 'All',
    },
    questionGone: '(this question was deleted)',
    quoted: '“{{note}}”',
    by: '{{name}} · {{at}}',
    answer: 'Answer: {{note}}',
    figures: 'How this question is answered',
    facility:
      'First-answer facility {{first}} ({{firstAnswers}} learners) · all answers {{all}} ({{attempts}} attempts)',
    openReports: '{{count}} open reports on this question',
    note: 'Note to the reporter (required to reject)',
    resolve: 'Mark resolved',
    reject: 'Reject',
    empty: 'No reports',
  },
  myReports: {
    title: 'Questions you reported',
    answer: 'From the administrators: {{note}}',
  },
} as const satisfies CatalogueShape<typeof webReadinessJa>;
