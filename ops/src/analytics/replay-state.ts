import {
  type AnswerRecorded,
  answerTimeOf,
  type ItemFigures,
  type JudgedExam,
  type LearnerSetFacts,
  type PassRule,
  type QuestionType,
} from '@exam/domain';
import type { RecordedEvent } from '@exam/platform';
import { type LearningCard, ratingOf, reviewed } from '@exam/projections';

export type CatalogueQuestion = {
  id: string;
  questionType: QuestionType;
  options: Array<{ id: string; isCorrect: boolean }>;
};
export type CatalogueSet = {
  id: string;
  category: string;
  passRule: PassRule;
  questions: CatalogueQuestion[];
};

type Answer = AnswerRecorded['data'];

/**
 * What the read side would hold at a moment of the replay, for the readiness model: each question's first-answer
 * figures, each learner's first answers, FSRS cards (scheduled as the learning-cards projection does) and recent
 * practice answers (for the baseline), and their judged mock exams.
 */
export class ReplayState {
  private readonly items = new Map<string, ItemFigures>();
  private readonly firstAnswers = new Map<string, Map<string, { isCorrect: boolean; at: string }>>();
  private readonly cards = new Map<string, LearningCard>();
  private readonly recent = new Map<string, boolean[]>();
  private readonly exams = new Map<string, JudgedExam[]>();

  constructor(private readonly catalogue: ReadonlyMap<string, CatalogueSet>) {}

  answer(event: RecordedEvent): void {
    const data = event.data as Answer;
    const at = answerTimeOf({ data, metadata: event.metadata });
    this.exposure(
      data.userId,
      data.questionSetId,
      data.questionId,
      data.isCorrect,
      data.guessed ?? false,
      at,
    );
    const key = `${data.userId}:${data.questionSetId}`;
    const list = this.recent.get(key) ?? [];
    list.push(data.isCorrect);
    this.recent.set(key, list);
  }

  /** A mock exam's answers, judged, once it was submitted (they also review cards, as the projection does). */
  examSubmitted(
    userId: string,
    questionSetId: string,
    startedAt: string,
    judged: Array<{ questionId: string; isCorrect: boolean; at: string }>,
  ) {
    const key = `${userId}:${questionSetId}`;
    const list = this.exams.get(key) ?? [];
    list.push({
      startedAt,
      questionCount: judged.length,
      answers: judged.map(({ questionId, isCorrect }) => ({ questionId, isCorrect })),
    });
    this.exams.set(key, list);
    for (const answer of judged)
      this.exposure(userId, questionSetId, answer.questionId, answer.isCorrect, false, answer.at);
  }

  private exposure(
    userId: string,
    questionSetId: string,
    questionId: string,
    isCorrect: boolean,
    guessed: boolean,
    at: string,
  ) {
    const key = `${userId}:${questionSetId}`;
    const firsts = this.firstAnswers.get(key) ?? new Map();
    if (!firsts.has(questionId)) {
      firsts.set(questionId, { isCorrect, at });
      this.firstAnswers.set(key, firsts);
      const item = this.items.get(questionId) ?? { answers: 0, correct: 0 };
      this.items.set(questionId, { answers: item.answers + 1, correct: item.correct + (isCorrect ? 1 : 0) });
    }
    const cardId = `${userId}:${questionId}`;
    const known = this.cards.get(cardId) ?? null;
    const grade = ratingOf({ isCorrect, guessed }, known, at);
    if (grade !== null)
      this.cards.set(cardId, reviewed(known, { id: cardId, userId, questionSetId, questionId }, grade, at));
  }

  /** The learner's practice accuracy on the set over their last `count` answers (for the baseline). */
  recentAccuracy(userId: string, questionSetId: string, count = 50): { correct: number; answers: number } {
    const list = (this.recent.get(`${userId}:${questionSetId}`) ?? []).slice(-count);
    return { correct: list.filter(Boolean).length, answers: list.length };
  }

  facts(userId: string, questionSetId: string, now: Date): LearnerSetFacts | null {
    const set = this.catalogue.get(questionSetId);
    if (!set) return null;
    const key = `${userId}:${questionSetId}`;
    const ids = new Set(set.questions.map((question) => question.id));
    return {
      userId,
      questionSetId,
      questions: set.questions.map((question) => ({ questionId: question.id, field: set.category })),
      passRule: set.passRule,
      items: this.items,
      firstAnswers: [...(this.firstAnswers.get(key) ?? [])]
        .filter(([questionId]) => ids.has(questionId))
        .map(([questionId, answer]) => ({ questionId, ...answer })),
      cards: set.questions.flatMap((question) => {
        const card = this.cards.get(`${userId}:${question.id}`);
        return card ? [card] : [];
      }),
      exams: this.exams.get(key) ?? [],
      now,
    };
  }
}
