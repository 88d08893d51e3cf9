import type { QuestionData, QuestionSetEvent } from '@exam/domain';
import type { RecordedEvent } from '@exam/platform';

/**
 * Builds a log of recorded events for tests: positions from 1, revisions per stream, one minute apart
 * (so createdAt / updatedAt differ visibly).
 */
export const eventLog = (start = '2025-01-01T00:00:00.000Z') => {
  const revisions = new Map<string, number>();
  const events: RecordedEvent[] = [];
  const base = Date.parse(start);
  const record = (event: QuestionSetEvent): RecordedEvent => {
    const streamName = `questionSet-${event.data.questionSetId}`;
    const revision = (revisions.get(streamName) ?? -1) + 1;
    revisions.set(streamName, revision);
    const position = events.length + 1;
    const recorded: RecordedEvent = {
      id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      type: event.type,
      data: event.data,
      metadata: { at: new Date(base + position * 60_000).toISOString(), userId: 'admin-1' },
      streamName,
      revision,
      position,
    };
    events.push(recorded);
    return recorded;
  };
  return { events, record, atOf: (position: number) => new Date(base + position * 60_000).toISOString() };
};

export const question = (id: string, text = `question ${id}`, optionCount = 3): QuestionData => ({
  id,
  text,
  questionType: 'single',
  options: Array.from({ length: optionCount }, (_, index) => ({
    id: `${id}-o${index}`,
    text: `option ${index}`,
    isCorrect: index === 0,
  })),
  explanation: `<p>why ${id}</p>`,
});

export const setCreated = (
  questionSetId: string,
  overrides: Partial<Extract<QuestionSetEvent, { type: 'QuestionSetCreated' }>['data']> = {},
): QuestionSetEvent => ({
  type: 'QuestionSetCreated',
  data: {
    questionSetId,
    title: `set ${questionSetId}`,
    description: 'a set',
    category: 'データベース',
    icon: '📘',
    cardImage: null,
    isPaid: false,
    price: 0,
    trialQuestions: 0,
    validityPeriod: 180,
    ...overrides,
  },
});
