import type { CatalogueShape } from '../../catalogue-shape.js';
import type { webReadinessJa } from '../ja/readiness.js';

export const webReadinessEn = {
  readiness: {
    title: 'Chance of passing',
    chance: 'Chance of passing {{percent}}% (±{{margin}})',
    basedOn:
      'Estimated from {{answers, plural(one: # answer; other: # answers)}} and {{exams, plural(one: # mock exam; other: # mock exams)}} ({{seen}} of {{questions, plural(one: # question; other: # questions)}} answered)',
    belowMark: 'Below the pass mark in {{field}}',
    next: 'Next: {{unseen}} unanswered · {{due}} to review today',
    none: "Answer some questions to see each question set's chance of passing.",
    loadFailed: 'Could not load the chance of passing',
  },
  studyPlan: {
    title: "Today's study plan",
    today:
      '{{newQuestions, plural(one: # new question; other: # new questions)}} · {{reviews, plural(one: # review; other: # reviews)}} · about {{minutes}} min',
    mockExamDay: 'Today is a mock exam day',
    reviewDay: 'Today is a review day (no new questions)',
    examIn:
      '{{days, plural(one: # day; other: # days)}} to your {{setTitle}} exam on {{examDate}} ({{unseen}} of {{total, plural(one: # question; other: # questions)}} unanswered)',
    none: 'Set your exam date to see a plan for every day until then.',
    set: 'Question set',
    examDate: 'Exam date',
    save: 'Make a plan',
    saved: 'Study plan saved',
    onTrack: 'On track for your target ({{target}}% chance of passing)',
    offTrack: 'Not yet at your target ({{target}}% chance of passing)',
    days: 'Plan to the exam date',
    day: '{{date}}: {{newQuestions}} new · {{reviews, plural(one: # review; other: # reviews)}} · {{minutes}} min',
    open: 'See the plan and the chance of passing on the learning path',
    practice:
      'Extra practice: {{practice, plural(one: # question; other: # questions)}} (your chance of passing is under the target)',
  },
  report: {
    open: 'Report question',
    title: 'Report this question',
    reason: 'Reason',
    reasons: {
      'wrong-answer': 'The correct answer is wrong',
      unclear: 'The question is unclear',
      typo: 'Typo or missing word',
      other: 'Other',
    },
    note: 'Details (optional; required for “Other”)',
    submit: 'Send report',
    sent: 'Report received. Thank you! An administrator will review it.',
    questionNumber: 'Q{{n}}',
    withNote: '{{reason}}: {{note}}',
  },
  reportQueue: {
    status: {
      open: 'Open',
      resolved: 'Resolved',
      rejected: 'Declined',
      all: 'All',
    },
    questionGone: '(this question was deleted)',
    quoted: '“{{note}}”',
    by: '{{name}} · {{at}}',
    answer: 'Reply: {{note}}',
    figures: 'How learners answer this question',
    facility:
      'Correct at the first try {{first}} ({{firstAnswers, plural(one: # learner; other: # learners)}}) · correct over all answers {{all}} ({{attempts, plural(one: # answer; other: # answers)}})',
    openReports: 'Open reports on this question: {{count}}',
    note: 'Note to the reporter (required to decline)',
    resolve: 'Mark as resolved',
    reject: 'Decline',
    empty: 'No reports',
  },
  myReports: {
    title: 'Questions you reported',
    answer: 'From the administrator: {{note}}',
    resolved: 'A question you reported was fixed',
    rejected: 'A question you reported will not be changed',
    view: 'See the questions you reported',
  },
} as const satisfies CatalogueShape<typeof webReadinessJa>;
