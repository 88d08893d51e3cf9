import type { QuestionData, QuestionSetDetails, QuestionSetEvent, QuestionSetPricing } from './events.js';

/** A live set: what the decisions need (details and pricing for no-op checks, questions in order). */
export type ActiveQuestionSet = {
  status: 'active';
  questionSetId: string;
  details: QuestionSetDetails;
  pricing: QuestionSetPricing;
  /** null when not featured. */
  featuredCategory: string | null;
  /** Every question's options in the written order for every learner. */
  keepOptionOrder: boolean;
  questions: QuestionData[];
};

export type QuestionSetState =
  | { status: 'absent' }
  /** Deleted sets keep their id so the id cannot be created again. */
  | { status: 'deleted'; questionSetId: string }
  | ActiveQuestionSet;

export const initialQuestionSetState = (): QuestionSetState => ({ status: 'absent' });

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Puts the questions in the given order; ids not present are ignored and questions not named keep their place at the end. */
const reorder = (questions: QuestionData[], questionIds: readonly string[]): QuestionData[] => {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const ordered = questionIds.flatMap((id) => {
    const question = byId.get(id);
    byId.delete(id);
    return question ? [question] : [];
  });
  return [...ordered, ...byId.values()];
};

/** Pure fold; tolerant of events it cannot apply (they were accepted by an earlier decision). */
export const evolveQuestionSet = (state: QuestionSetState, event: QuestionSetEvent): QuestionSetState => {
  if (event.type === 'QuestionSetCreated') {
    const {
      questionSetId,
      title,
      description,
      category,
      icon,
      cardImage,
      isPaid,
      price,
      trialQuestions,
      validityPeriod,
    } = event.data;
    return {
      status: 'active',
      questionSetId,
      details: { title, description, category, icon, cardImage },
      pricing: { isPaid, price, trialQuestions, validityPeriod },
      featuredCategory: null,
      keepOptionOrder: false,
      questions: [],
    };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'QuestionSetDetailsChanged': {
      const { title, description, category, icon, cardImage } = event.data;
      return { ...state, details: { title, description, category, icon, cardImage } };
    }
    case 'QuestionSetPricingChanged': {
      const { isPaid, price, trialQuestions, validityPeriod } = event.data;
      return { ...state, pricing: { isPaid, price, trialQuestions, validityPeriod } };
    }
    case 'QuestionSetFeatured':
      return { ...state, featuredCategory: event.data.featuredCategory };
    case 'QuestionSetUnfeatured':
      return { ...state, featuredCategory: null };
    case 'QuestionAdded': {
      // One search and one copy per event (a 10,000-line import folds 10,000 of these): the array is copied,
      // never changed, as every state is immutable.
      const { question } = event.data;
      const known = state.questions.findIndex((existing) => existing.id === question.id);
      const questions = known < 0 ? state.questions : state.questions.toSpliced(known, 1);
      const position = clamp(event.data.position, 0, questions.length);
      return { ...state, questions: questions.toSpliced(position, 0, question) };
    }
    case 'QuestionChanged':
      return {
        ...state,
        questions: state.questions.map((question) =>
          question.id === event.data.question.id ? event.data.question : question,
        ),
      };
    case 'QuestionRemoved':
      return {
        ...state,
        questions: state.questions.filter((question) => question.id !== event.data.questionId),
      };
    case 'QuestionsReordered':
      return { ...state, questions: reorder(state.questions, event.data.questionIds) };
    case 'QuestionMoved': {
      const from = state.questions.findIndex((question) => question.id === event.data.questionId);
      if (from < 0) return state;
      const moved = state.questions[from] as QuestionData;
      const rest = state.questions.toSpliced(from, 1);
      return { ...state, questions: rest.toSpliced(clamp(event.data.position, 0, rest.length), 0, moved) };
    }
    case 'QuestionSetOptionOrderChanged':
      return { ...state, keepOptionOrder: event.data.keepOptionOrder };
    case 'QuestionSetDeleted':
      return { status: 'deleted', questionSetId: state.questionSetId };
    default:
      return state;
  }
};
