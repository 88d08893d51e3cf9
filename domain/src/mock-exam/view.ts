import { inLearnerOrder } from '../option-order/option-order.js';
import type { QuestionType } from '../question-set/events.js';
import type { ExamView } from '../schemas/mock-exam.js';
import type { MockExamStarted } from './events.js';
import { type ExamResult, gradeExam } from './grading.js';
import type { ExamAnswer } from './state.js';

export type ExamQuestionContent = {
  text: string;
  questionType: QuestionType;
  options: Array<{ id: string; label: string; text: string; isCorrect: boolean }>;
  explanation: string;
  /** The question or its set keeps the written option order (issue 40); otherwise the learner's own order. */
  keepOptionOrder?: boolean;
};

export type ExamRecord = {
  exam: MockExamStarted['data'];
  answers: ReadonlyMap<string, ExamAnswer>;
  submittedAt: string | null;
  /** Who ended it, when submitted (absent on records that do not know). */
  reason?: 'learner' | 'deadline' | null;
};

/**
 * How an ended exam ended (issue 40: a timed-out exam says so): `deadline` when the server graded it at its
 * deadline, when it ran past the deadline unsubmitted, or when a late submission was cut back to the deadline.
 */
export const examEndedBy = (record: ExamRecord, endedAt: string | null): 'learner' | 'deadline' | null => {
  if (endedAt === null) return null;
  if (record.submittedAt === null || record.reason === 'deadline') return 'deadline';
  return record.submittedAt === record.exam.deadline ? 'deadline' : 'learner';
};

/** Ended: submitted, or past its deadline (the deadline's own submission may not be recorded yet). */
export const examEndedAt = (record: ExamRecord, now: Date): string | null =>
  record.submittedAt ?? (now.getTime() > Date.parse(record.exam.deadline) ? record.exam.deadline : null);

/**
 * What the learner sees of an exam. Running: the questions and options without any judgement, and their own
 * answers and flags. Ended: the grade by the pass rule, and per question the correct options and explanation.
 */
export function examView(
  record: ExamRecord,
  content: ReadonlyMap<string, ExamQuestionContent>,
  now: Date,
): ExamView {
  const { exam, answers } = record;
  const endedAt = examEndedAt(record, now);
  const result: ExamResult | null = endedAt
    ? gradeExam(
        exam,
        answers,
        new Map(
          [...content].map(([id, question]) => [
            id,
            {
              questionType: question.questionType,
              correctOptionIds: question.options
                .filter((option) => option.isCorrect)
                .map((option) => option.id),
            },
          ]),
        ),
        endedAt,
      )
    : null;
  const correctness = result?.correctness ?? [];
  const grade = result ? (({ correctness: _perQuestion, ...rest }) => rest)(result) : null;
  return {
    examId: exam.examId,
    status: endedAt ? ('ended' as const) : ('running' as const),
    questionSetIds: exam.questionSetIds,
    startedAt: exam.startedAt,
    deadline: exam.deadline,
    durationMinutes: exam.durationMinutes,
    passRule: exam.passRule,
    endedAt,
    endedBy: examEndedBy(record, endedAt),
    questions: exam.questions.map((question, index) => {
      const found = content.get(question.questionId);
      const answer = answers.get(question.questionId) ?? null;
      return {
        id: question.questionId,
        questionSetId: question.questionSetId,
        category: question.category,
        text: found?.text ?? '',
        questionType: found?.questionType ?? 'single',
        options: inLearnerOrder(found?.options ?? [], {
          learnerId: exam.userId,
          questionId: question.questionId,
          keepWrittenOrder: found?.keepOptionOrder === true,
        }).map(({ id, label, text }) => ({ id, label, text })),
        answer,
        ...(endedAt
          ? {
              correctOptionIds: (found?.options ?? [])
                .filter((option) => option.isCorrect)
                .map((option) => option.id),
              explanation: found?.explanation ?? '',
              isCorrect: correctness[index]?.isCorrect ?? false,
            }
          : {}),
      };
    }),
    result: grade,
  };
}
