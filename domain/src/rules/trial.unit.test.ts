import { describe, expect, it } from 'vitest';
import { trialQuestionCount } from './trial.js';

describe('trialQuestionCount', () => {
  describe('given explicit trial mode', () => {
    it('when trialLimit is positive, then it wins', () => {
      expect(
        trialQuestionCount({ explicitTrialMode: true, trialLimit: '5', trialQuestions: 2, isPaid: true }),
      ).toBe(5);
    });
    it("when trialLimit is absent or not positive, then the set's positive trialQuestions is used", () => {
      expect(
        trialQuestionCount({ explicitTrialMode: true, trialLimit: 0, trialQuestions: 4, isPaid: true }),
      ).toBe(4);
      expect(
        trialQuestionCount({ explicitTrialMode: true, trialLimit: 'x', trialQuestions: 4, isPaid: true }),
      ).toBe(4);
    });
    it('when neither is positive, then the default 3 is used', () => {
      expect(
        trialQuestionCount({ explicitTrialMode: true, trialLimit: null, trialQuestions: 0, isPaid: false }),
      ).toBe(3);
    });
  });

  describe('given no explicit trial mode', () => {
    it("when the set's trialQuestions is 0 or more, then it is used as is (0 ends the trial at once)", () => {
      expect(
        trialQuestionCount({ explicitTrialMode: false, trialLimit: 9, trialQuestions: 0, isPaid: true }),
      ).toBe(0);
      expect(trialQuestionCount({ explicitTrialMode: false, trialQuestions: 7, isPaid: true })).toBe(7);
    });
    it('when trialQuestions is missing, then a paid set allows 1 and a free set 0', () => {
      expect(trialQuestionCount({ explicitTrialMode: false, trialQuestions: null, isPaid: true })).toBe(1);
      expect(trialQuestionCount({ explicitTrialMode: false, trialQuestions: undefined, isPaid: false })).toBe(
        0,
      );
      expect(trialQuestionCount({ explicitTrialMode: false, trialQuestions: -1, isPaid: true })).toBe(1);
    });
  });
});
