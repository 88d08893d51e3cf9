import type { LearningCard } from '@exam/projections';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, learnerDays, timeZoneOf } from './learner-day.js';
import { learningQueue } from './queue.js';

const card = (questionId: string, due: string): LearningCard => ({
  id: `u:${questionId}`,
  userId: 'u',
  questionSetId: 'set',
  questionId,
  due,
  stability: 1,
  difficulty: 5,
  elapsedDays: 0,
  scheduledDays: 0,
  learningSteps: 1,
  reps: 1,
  lapses: 0,
  state: 'learning',
  lastReview: null,
});
const facts = { setOf: () => ({ title: 'セット', open: true }), numberOf: () => 1 };
// 06:00 on 2026-11-28 in Tokyo is still 2026-11-27 in UTC.
const tokyoMorning = new Date('2026-11-27T21:00:00.000Z');

describe('the learning queue in the learner’s day', () => {
  it('given cards overdue, minutes away, late tonight and tomorrow in Tokyo, then each goes where the learner expects', () => {
    const queue = learningQueue(
      [
        card('tomorrow', '2026-11-28T15:30:00.000Z'), // 00:30 on the 29th in Tokyo
        card('overdue', '2026-11-25T00:00:00.000Z'),
        card('tonight', '2026-11-28T14:30:00.000Z'), // 23:30 on the 28th in Tokyo
        card('soon', '2026-11-27T21:10:00.000Z'),
      ],
      facts,
      tokyoMorning,
      'Asia/Tokyo',
    );
    expect(queue.today).toBe('2026-11-28');
    expect(queue.due.map((entry) => entry.questionId)).toEqual(['overdue']);
    expect(queue.laterToday.map((entry) => entry.questionId)).toEqual(['soon', 'tonight']);
    expect(queue.counts).toMatchObject({ due: 1, laterToday: 2 });
    expect(queue.nextReviewAt).toBe('2026-11-27T21:10:00.000Z');
    expect(queue.forecast.slice(0, 2)).toEqual([
      { date: '2026-11-28', due: 3 },
      { date: '2026-11-29', due: 1 },
    ]);
  });

  it('given no cards, then nothing is due and there is no next review', () => {
    const queue = learningQueue([], facts, tokyoMorning, 'Asia/Tokyo');
    expect(queue).toMatchObject({
      due: [],
      laterToday: [],
      nextReviewAt: null,
      counts: { due: 0, laterToday: 0 },
    });
  });

  it('given a day with a daylight-saving change, then the days still count whole calendar days', () => {
    // 2026-03-08: clocks go forward in Los Angeles (a 23-hour day).
    const days = learnerDays(new Date('2026-03-07T20:00:00.000Z'), 'America/Los_Angeles');
    expect(days.dateOf(0)).toBe('2026-03-07');
    expect(days.dayOf(Date.parse('2026-03-09T07:30:00.000Z'))).toBe(2); // 00:30 on the 9th (PDT)
    expect(days.dayOf(Date.parse('2026-03-09T06:30:00.000Z'))).toBe(1); // 23:30 on the 8th
  });

  it('given a zone, then an IANA name passes, anything else is refused, and none is the product’s zone', () => {
    expect(timeZoneOf('Europe/Berlin')).toBe('Europe/Berlin');
    expect(timeZoneOf(undefined)).toBe(DEFAULT_TIME_ZONE);
    for (const bad of ['Mars/Olympus', '', ['Asia/Tokyo'], 'UTC+9'])
      expect(() => timeZoneOf(bad), String(bad)).toThrow(
        expect.objectContaining({ status: 400, code: 'TIME_ZONE_INVALID' }),
      );
  });

  it('given a zone saved in the profile, then it counts when the request names none, and ?tz= still wins', () => {
    expect(timeZoneOf(undefined, 'America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(timeZoneOf('Europe/Berlin', 'America/Los_Angeles')).toBe('Europe/Berlin');
    expect(timeZoneOf(undefined, null)).toBe(DEFAULT_TIME_ZONE);
  });
});
