import { describe, expect, it } from 'vitest';
import { checkAnsweredAt } from '../rules/bounds.js';
import { deciderSpec, refusal } from '../test-support/decider-spec.js';
import type { RecordAnswer, RecordAnswers } from './commands.js';
import { practiceDecider } from './decider.js';
import type { AnswerRecorded } from './events.js';
import { evolvePractice, initialPracticeState, type PracticeState } from './state.js';

const owner = { userId: 'u1', questionSetId: 's1' };
const { given } = deciderSpec(practiceDecider);

/** Question q<i> at orderIndex i, option a correct; the answer carries client id `c<i>-<selected>`. */
const answerData = (index: number, selected: string, access = { hasAccess: true, trialLimit: 0 }) => ({
  questionId: `q${index}`,
  selectedOptionIds: [selected],
  timeSpentMs: 800,
  mode: 'normal' as const,
  clientId: `c${index}-${selected}`,
  answeredAt: '2026-11-20T08:00:00.000Z',
  question: {
    orderIndex: index,
    questionType: 'single' as const,
    optionIds: ['a', 'b'],
    correctOptionIds: ['a'],
  },
  access,
});
const single = (index: number, selected: string): RecordAnswer => ({
  type: 'RecordAnswer',
  data: { ...owner, ...answerData(index, selected) },
});
const batch = (answers: RecordAnswers['data']['answers']): RecordAnswers => ({
  type: 'RecordAnswers',
  data: { ...owner, answers },
});
const recorded = (index: number, selected: string): AnswerRecorded => ({
  type: 'AnswerRecorded',
  data: {
    ...owner,
    questionId: `q${index}`,
    questionIndex: index,
    selectedOptionIds: [selected],
    isCorrect: selected === 'a',
    timeSpentMs: 800,
    mode: 'normal',
    clientId: `c${index}-${selected}`,
    answeredAt: '2026-11-20T08:00:00.000Z',
  },
});

describe('offline answers (client id and own time)', () => {
  it('given an answer with a client id, then the event carries the id and the time it was answered', () => {
    expect(given().when(single(0, 'b'))).toEqual([recorded(0, 'b')]);
  });

  it('given the answer was recorded, when the same client id comes again, then nothing is decided', () => {
    expect(given(recorded(0, 'b')).when(single(0, 'b'))).toEqual([]);
  });

  it('given a reset after the answer, when it is resent, then it is still not recorded twice', () => {
    const reset = { type: 'PracticeReset' as const, data: owner };
    expect(given(recorded(0, 'b'), reset).when(single(0, 'b'))).toEqual([]);
  });

  it('given a batch with a resend and a repeat inside it, then each answer is recorded once, in order', () => {
    const answers = [answerData(1, 'a'), answerData(0, 'b'), answerData(2, 'b'), answerData(1, 'a')];
    expect(given(recorded(0, 'b')).when(batch(answers))).toEqual([recorded(1, 'a'), recorded(2, 'b')]);
  });

  it('given a trial of 2, when a batch answers 3 questions, then the whole batch is refused naming the third', () => {
    const trial = { hasAccess: false, trialLimit: 2 };
    const answers = [answerData(0, 'a', trial), answerData(1, 'a', trial), answerData(2, 'a', trial)];
    expect(refusal(() => given().when(batch(answers)))).toEqual({
      status: 403,
      code: 'TRIAL_ENDED',
      message: '3件目の解答: 試用期間が終了しました。続けるには購入してください',
    });
  });
});

describe('folding offline answers (issue 26: O(1) per answer)', () => {
  const fold = (events: AnswerRecorded[], from = initialPracticeState()) => {
    const states = [from];
    for (const event of events) states.push(evolvePractice(states.at(-1) as PracticeState, event));
    return states;
  };

  it('given 2000 offline answers folded from the start, then no map is copied per answer (client ids share one log, the 50-question maps are rewritten now and then) and each state sees only its own', () => {
    // 50 questions answered over and over, as a learner's outbox after many days on the train.
    const events = Array.from({ length: 2000 }, (_, n) => {
      const event = recorded(n % 50, n % 3 === 0 ? 'b' : 'a');
      return { ...event, data: { ...event.data, clientId: `offline-${n}` } };
    });
    const states = fold(events);
    const last = states.at(-1) as PracticeState;
    expect(states.every((state) => state.clientAnswers.sharesLogWith(last.clientAnswers))).toBe(true);
    // The answers and the wrong-answer book (50 keys, rewritten on every answer) are rewritten now and then only.
    const copies = (map: (state: PracticeState) => { sharesLogWith: (other: never) => boolean }) =>
      states
        .slice(1)
        .filter((state, index) => !map(state).sharesLogWith(map(states[index] as PracticeState) as never))
        .length;
    expect(copies((state) => state.answers)).toBeLessThanOrEqual(2000 / 64);
    expect(copies((state) => state.wrongAnswers)).toBeLessThanOrEqual(2000 / 64);
    expect(last.answers.size).toBe(50);
    expect(last.answers.get('q3')).toEqual({ questionIndex: 3, selectedOptionIds: ['b'], isCorrect: false });
    expect(last.clientAnswers.size).toBe(2000);
    expect(last.clientAnswers.get('offline-3')).toBe(false);
    expect(last.clientAnswers.get('offline-1999')).toBe(true);
    expect(states[11]?.clientAnswers.has('offline-10')).toBe(true);
    expect(states[10]?.clientAnswers.has('offline-10')).toBe(false);
    expect(
      practiceDecider.decide(
        { ...single(1, 'a'), data: { ...single(1, 'a').data, clientId: 'offline-10' } },
        last,
      ),
    ).toEqual([]);
  });

  it('given a cached state, when a batch is decided on it and its events are folded on it again, then the record is shared, the cached state is unchanged and a resend is still a no-op', () => {
    const cached = fold([recorded(0, 'b')]).at(-1) as PracticeState;
    const events = practiceDecider.decide(batch([answerData(1, 'a'), answerData(2, 'b')]), cached);
    const after = (events as AnswerRecorded[]).reduce(evolvePractice, cached);
    expect(after.clientAnswers.size).toBe(3);
    expect(cached.clientAnswers.size).toBe(1);
    expect(cached.clientAnswers.has('c1-a')).toBe(false);
    expect(after.clientAnswers.sharesLogWith(cached.clientAnswers)).toBe(true);
    expect(practiceDecider.decide(single(2, 'b'), after)).toEqual([]);
    // Another decision on the same cached state (a retry after a version conflict) sees none of the first one's.
    expect(practiceDecider.decide(single(1, 'a'), cached)).toEqual([recorded(1, 'a')]);
  });
});

describe('checkAnsweredAt', () => {
  const now = new Date('2026-11-26T09:00:00.000Z');
  it.each([
    ['now', '2026-11-26T09:00:00.000Z', undefined],
    ['4 minutes ahead (clock skew)', '2026-11-26T09:04:00.000Z', undefined],
    ['30 days ago', '2026-10-27T09:00:00.000Z', undefined],
  ])('given an answer time %s, then it is accepted', (_, at, expected) => {
    expect(checkAnsweredAt(new Date(at), now)).toBe(expected);
  });
  it.each([
    ['10 minutes ahead', '2026-11-26T09:10:00.000Z'],
    ['30 days and a minute ago', '2026-10-27T08:59:00.000Z'],
  ])('given an answer time %s, then it is refused with the bound message', (_, at) => {
    expect(checkAnsweredAt(new Date(at), now)).toBe('解答日時は30日以内の過去の日時で指定してください');
  });
});
