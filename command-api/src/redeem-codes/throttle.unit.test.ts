import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { redeemThrottle } from './throttle.js';

const LIMITS = { failuresPerUser: 3, failuresPerAddress: 5, attemptsPerAddress: 20, windowMs: 60_000 };

/** One attempt through the throttle: the error it passes on (if any), and the answer's status once finished. */
const attempt = (throttle: ReturnType<typeof redeemThrottle>, userId: string, ip: string, status: number) => {
  const res = Object.assign(new EventEmitter(), { statusCode: status }) as unknown as Response;
  let passed: unknown;
  throttle({ ip, principal: { userId } } as unknown as Request, res, (error?: unknown) => {
    passed = error;
  });
  if (passed === undefined) (res as unknown as EventEmitter).emit('finish');
  return passed as { status?: number; retryAfterSeconds?: number } | undefined;
};

describe('redeem throttle', () => {
  it('given a class of 40 behind one address redeeming correct codes, then nobody is refused', () => {
    const throttle = redeemThrottle(LIMITS, () => 0);
    const refused = Array.from({ length: 20 }, (_, learner) =>
      attempt(throttle, `learner-${learner}`, 'school', 200),
    );
    expect(refused.filter(Boolean)).toEqual([]);
  });

  it('given a learner guessing, when their failures reach the limit, then their next attempt is 429 and another learner still redeems', () => {
    const throttle = redeemThrottle(LIMITS, () => 0);
    for (let i = 0; i < 3; i++) expect(attempt(throttle, 'guesser', 'home', 404)).toBeUndefined();
    expect(attempt(throttle, 'guesser', 'home', 200)).toMatchObject({ status: 429 });
    expect(attempt(throttle, 'other', 'home', 200)).toBeUndefined();
  });

  it('given failures from many learners behind one address, when they reach the address limit, then the address waits', () => {
    let clock = 0;
    const throttle = redeemThrottle(LIMITS, () => clock);
    for (let i = 0; i < 5; i++) attempt(throttle, `learner-${i}`, 'school', 409);
    const refused = attempt(throttle, 'learner-9', 'school', 200);
    expect(refused).toMatchObject({ status: 429 });
    expect(refused?.retryAfterSeconds).toBe(60);
    clock = 60_001;
    expect(attempt(throttle, 'learner-9', 'school', 200)).toBeUndefined();
  });

  it('given more attempts of any kind than the address ceiling, then 429 even when they succeed', () => {
    const throttle = redeemThrottle(LIMITS, () => 0);
    for (let i = 0; i < 20; i++) expect(attempt(throttle, `learner-${i}`, 'school', 200)).toBeUndefined();
    expect(attempt(throttle, 'learner-21', 'school', 200)).toMatchObject({ status: 429 });
  });
});
