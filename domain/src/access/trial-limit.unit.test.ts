import { describe, expect, it } from 'vitest';
import { isQuestionReachable, serverTrialLimit } from './trial-limit.js';

describe('serverTrialLimit', () => {
  it("given a paid set with trial questions, then the set's count is the limit", () => {
    expect(serverTrialLimit({ isPaid: true, price: 900, trialQuestions: 3 })).toBe(3);
  });

  it('given a paid set saved with 0 trial questions, then the trial ends at once', () => {
    expect(serverTrialLimit({ isPaid: true, price: 900, trialQuestions: 0 })).toBe(0);
  });

  it('given a paid set with no trial count at all (old data), then 1 question is open', () => {
    expect(serverTrialLimit({ isPaid: true, price: 900 })).toBe(1);
    expect(serverTrialLimit({ isPaid: '1', trialQuestions: null })).toBe(1);
  });

  it('given a free set without a trial count, then 0 (free sets never consult it)', () => {
    expect(serverTrialLimit({ isPaid: false, price: 0 })).toBe(0);
  });
});

describe('isQuestionReachable', () => {
  it('given access, then every question is reachable', () => {
    expect(isQuestionReachable({ orderIndex: 99, hasAccess: true, trialLimit: 0 })).toBe(true);
  });

  it('given no access, then only questions before the trial limit are reachable', () => {
    expect(isQuestionReachable({ orderIndex: 0, hasAccess: false, trialLimit: 2 })).toBe(true);
    expect(isQuestionReachable({ orderIndex: 1, hasAccess: false, trialLimit: 2 })).toBe(true);
    expect(isQuestionReachable({ orderIndex: 2, hasAccess: false, trialLimit: 2 })).toBe(false);
    expect(isQuestionReachable({ orderIndex: 0, hasAccess: false, trialLimit: 0 })).toBe(false);
  });

  it('given a nonsense index without access, then it is not reachable', () => {
    expect(isQuestionReachable({ orderIndex: -1, hasAccess: false, trialLimit: 3 })).toBe(false);
    expect(isQuestionReachable({ orderIndex: 0.5, hasAccess: false, trialLimit: 3 })).toBe(false);
  });
});
