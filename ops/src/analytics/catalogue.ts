import { DEFAULT_PASS_RULE } from '@exam/domain';
import type { DocumentStore, EventStore, RecordedEvent } from '@exam/platform';
import {
  EXAM_PASS_RULES,
  type ExamPassRuleDocument,
  QUESTION_SETS,
  type QuestionSetListing,
  SET_QUESTIONS,
  type SetQuestion,
} from '@exam/projections';
import type { CatalogueSet } from './replay-state.js';

/** The events the backtest replays (the learners' side of the log). */
const REPLAYED = new Set(['AnswerRecorded', 'MockExamStarted', 'MockExamAnswered', 'MockExamSubmitted']);
const PAGE = 1000;

export async function readLearningLog(eventStore: Pick<EventStore, 'readAll'>): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let position = 0;
  for (;;) {
    const page = await eventStore.readAll({ fromPosition: position, maxCount: PAGE });
    for (const event of page) if (REPLAYED.has(event.type)) events.push(event);
    if (page.length < PAGE) return events;
    position = page[page.length - 1]?.position ?? position;
  }
}

/**
 * The catalogue as the read side holds it now (questions, correct options, the sets' categories and pass rules):
 * the backtest grades and groups by today's catalogue, not by the one each exam met.
 */
export async function readCatalogue(documentStore: DocumentStore): Promise<Map<string, CatalogueSet>> {
  const [sets, questions, rules] = await Promise.all([
    documentStore.collection<QuestionSetListing>(QUESTION_SETS).find({}),
    documentStore.collection<SetQuestion>(SET_QUESTIONS).find({}, { sort: [['rank', 1]] }),
    documentStore.collection<ExamPassRuleDocument>(EXAM_PASS_RULES).find({}),
  ]);
  const catalogue = new Map<string, CatalogueSet>(
    sets.map((set) => {
      const rule = rules.find((entry) => entry.id === set.id);
      return [
        set.id,
        {
          id: set.id,
          category: set.category || set.title,
          passRule: rule
            ? { overall: rule.overall, categoryMinimum: rule.categoryMinimum }
            : DEFAULT_PASS_RULE,
          questions: [],
        },
      ];
    }),
  );
  for (const question of questions) catalogue.get(question.questionSetId)?.questions.push(question);
  return catalogue;
}
