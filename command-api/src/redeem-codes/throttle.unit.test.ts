import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redeemThrottle } from './throttle.js';

const LIMITS = { failuresPerUser: 3, failuresPerAddress: 5, attemptsPerAddress: 20, windowMs: 60_000 };

type Passed = { status?: number; retryAfterSeconds?: number } | undefined;

/** One attempt through the throttle: the error it passes on (if any); `finish` answers with the status. */
const begin = async (throttle: ReturnType<typeof redeemThrottle>, userId: string, ip: string) => {
  const res = Object.assign(new EventEmitter(), { statusCode: 0 });
  let passed: Passed;
  await throttle({ ip, principal: { userId } } as unknown as Request, res as unknown as Response, (error) => {
    passed = error as Passed;
  });
  await Promise.resolve();
  const finish = async (status: number) => {
    res.statusCode = status;
    res.emit('finish');
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { passed, finish };
};
const attempt = async (
  throttle: ReturnType<typeof redeemThrottle>,
  userId: string,
  ip: string,
  status: number,
) => {
  const { passed, finish } = await begin(throttle, userId, ip);
  if (passed === undefined) await finish(status);
  return passed;
};

describe('redeem throttle', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('given a class of 40 behind one address redeeming correct codes, then nobody is refused', async () => {
    const throttle = redeemThrottle(LIMITS);
    const refused = [];
    for (let learner = 0; learner < 20; learner++)
      refused.push(await attempt(throttle, `learner-${learner}`, 'school', 200));
    expect(refused.filter(Boolean)).toEqual([]);
  });

  it('given a learner guessing, when their failures reach the limit, then their next attempt is 429 and another learner still redeems', async () => {
    const throttle = redeemThrottle(LIMITS);
    for (let i = 0; i < 3; i++) expect(await attempt(throttle, 'guesser', 'home', 404)).toBeUndefined();
    expect(await attempt(throttle, 'guesser', 'home', 200)).toMatchObject({ status: 429 });
    expect(await attempt(throttle, 'other', 'home', 200)).toBeUndefined();
  });

  it('given a parallel burst of guesses still being looked up, then only the limit gets through (issue 37)', async () => {
    const throttle = redeemThrottle(LIMITS);
    const burst = await Promise.all(Array.from({ length: 10 }, () => begin(throttle, 'guesser', 'home')));
    expect(burst.filter((one) => one.passed === undefined)).toHaveLength(3);
    expect(burst.filter((one) => one.passed?.status === 429)).toHaveLength(7);
  });

  it('given parallel correct codes, when they succeed, then their reserved failures are given back', async () => {
    const throttle = redeemThrottle(LIMITS);
    const burst = await Promise.all(Array.from({ length: 3 }, () => begin(throttle, 'learner', 'home')));
    for (const one of burst) await one.finish(201);
    expect(await attempt(throttle, 'learner', 'home', 201)).toBeUndefined();
  });

  it('given failures from many learners behind one address, when they reach the address limit, then the address waits', async () => {
    const throttle = redeemThrottle(LIMITS);
    for (let i = 0; i < 5; i++) await attempt(throttle, `learner-${i}`, 'school', 409);
    const refused = await attempt(throttle, 'learner-9', 'school', 200);
    expect(refused).toMatchObject({ status: 429 });
    expect(refused?.retryAfterSeconds).toBe(60);
    vi.advanceTimersByTime(60_001);
    expect(await attempt(throttle, 'learner-9', 'school', 200)).toBeUndefined();
  });

  it('given more attempts of any kind than the address ceiling, then 429 even when they succeed', async () => {
    const throttle = redeemThrottle(LIMITS);
    for (let i = 0; i < 20; i++)
      expect(await attempt(throttle, `learner-${i}`, 'school', 200)).toBeUndefined();
    expect(await attempt(throttle, 'learner-21', 'school', 200)).toMatchObject({ status: 429 });
  });
});
