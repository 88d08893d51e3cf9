import type { RecordedEvent } from '@exam/platform';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { applyEvents } from '../../test-support/apply-events.js';
import { learningCardsProjection } from './projection.js';
import { isDueToday, ratingOf } from './schedule.js';
import { LEARNING_CARDS, type LearningCard } from './types.js';

const DAY = 86_400_000;
const start = Date.UTC(2026, 0, 5, 9);
const at = (offsetMs: number) => new Date(start + offsetMs).toISOString();

/** AnswerRecorded events of learner u1 on question q1 of set s1, at given times. */
const history = (answers: Array<{ offsetMs: number; isCorrect: boolean; guessed?: boolean }>) =>
  answers.map(
    ({ offsetMs, isCorrect, guessed }, index): RecordedEvent => ({
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      type: 'AnswerRecorded',
      data: {
        userId: 'u1',
        questionSetId: 's1',
        questionId: 'q1',
        questionIndex: 0,
        selectedOptionIds: ['a'],
        isCorrect,
        timeSpentMs: 5_000,
        mode: 'normal',
        ...(guessed ? { guessed } : {}),
      },
      metadata: { at: at(offsetMs) },
      streamName: 'practice-u1-s1',
      revision: index,
      position: index + 1,
    }),
  );

describe('the learning path cards', () => {
  it('given a scripted history, then the card is what ts-fsrs itself schedules for the same reviews', async () => {
    // Wrong (Again) at t0, right but unsure (Hard) an hour later, right and sure (Good) once due, sure again a
    // minute later (still today's: Good, it graduates), then sure again when it is due only tomorrow (no review).
    const f = fsrs();
    let card = f.next(createEmptyCard(new Date(start)), new Date(start), Rating.Again).card;
    card = f.next(card, new Date(start + 3_600_000), Rating.Hard).card;
    const goodAt = card.due.getTime() + 60_000;
    card = f.next(card, new Date(goodAt), Rating.Good).card;
    card = f.next(card, new Date(goodAt + 60_000), Rating.Good).card;

    const { store } = await applyEvents(
      [learningCardsProjection],
      history([
        { offsetMs: 0, isCorrect: false },
        { offsetMs: 3_600_000, isCorrect: true, guessed: true },
        { offsetMs: goodAt - start, isCorrect: true },
        { offsetMs: goodAt - start + 60_000, isCorrect: true },
        { offsetMs: goodAt - start + 120_000, isCorrect: true },
      ]),
    );
    const [stored] = store.all<LearningCard>(LEARNING_CARDS);
    expect(stored).toMatchObject({
      id: 'u1:q1',
      due: card.due.toISOString(),
      stability: card.stability,
      difficulty: card.difficulty,
      reps: card.reps,
      lapses: card.lapses,
      state: ['new', 'learning', 'review', 'relearning'][card.state],
      lastReview: new Date(goodAt + 60_000).toISOString(),
    });
    expect(card.reps).toBe(4);
    expect(stored?.state).toBe('review');
  });

  it('given only sure right answers, then no card; a removed question takes its card away', async () => {
    expect(
      (await applyEvents([learningCardsProjection], history([{ offsetMs: 0, isCorrect: true }]))).store.all(
        LEARNING_CARDS,
      ),
    ).toEqual([]);
    const events = history([{ offsetMs: 0, isCorrect: false }]);
    events.push({
      ...(events[0] as RecordedEvent),
      id: '00000000-0000-4000-8000-000000000009',
      type: 'QuestionRemoved',
      data: { questionSetId: 's1', questionId: 'q1' },
      streamName: 'questionSet-s1',
      position: 2,
    });
    expect((await applyEvents([learningCardsProjection], events)).store.all(LEARNING_CARDS)).toEqual([]);
  });

  it('rates wrong as Again, unsure-right as Hard, sure-right as Good only when due today', () => {
    const tomorrow = { due: at(DAY) };
    expect(ratingOf({ isCorrect: false, guessed: false }, null, at(0))).toBe(Rating.Again);
    expect(ratingOf({ isCorrect: true, guessed: true }, null, at(0))).toBe(Rating.Hard);
    expect(ratingOf({ isCorrect: true, guessed: false }, null, at(0))).toBeNull();
    expect(ratingOf({ isCorrect: true, guessed: false }, tomorrow, at(0))).toBeNull();
    expect(ratingOf({ isCorrect: true, guessed: false }, tomorrow, at(DAY))).toBe(Rating.Good);
    // Late in the day, a card due within the hour still counts as today's.
    expect(isDueToday({ due: '2026-01-06T00:30:00.000Z' }, new Date('2026-01-05T23:50:00.000Z'))).toBe(true);
    expect(isDueToday({ due: '2026-01-06T09:00:00.000Z' }, new Date('2026-01-05T23:50:00.000Z'))).toBe(false);
  });
});
