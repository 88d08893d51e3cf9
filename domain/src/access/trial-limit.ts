import { isPaidQuestionSet } from '../rules/paid.js';
import { trialQuestionCount } from '../rules/trial.js';
import type { AccessSetFacts } from './access-for-set.js';

/**
 * How many questions (from the start of the set) a caller without access may see and answer.
 *
 * Reading of learner spec §4 "Trial question count": the server always uses the non-explicit mode — the
 * set's trialQuestions when it is 0 or more, else 1 for a paid set (0 for a free one). The explicit mode
 * (`mode=trial`, `trialLimit=` in the URL, default 3) is a client URL option; honouring it on the server
 * would let any caller widen the trial by editing the URL. So a paid set saved with 0 trial questions (the
 * admin form's empty value) ends the trial at once, as the spec says "a trial limit of 0 ends the trial at
 * once". A free set needs no trial: callers have access, so the limit is never consulted.
 */
export const serverTrialLimit = (set: AccessSetFacts): number =>
  trialQuestionCount({
    explicitTrialMode: false,
    trialQuestions:
      typeof set.trialQuestions === 'number' || typeof set.trialQuestions === 'string'
        ? set.trialQuestions
        : null,
    isPaid: isPaidQuestionSet(set),
  });

/** Learner spec §4 "Jumping" / DESIGN.md item 2: with access everything; without, only orderIndex < trialLimit. */
export const isQuestionReachable = ({
  orderIndex,
  hasAccess,
  trialLimit,
}: {
  orderIndex: number;
  hasAccess: boolean;
  trialLimit: number;
}): boolean => hasAccess || (Number.isInteger(orderIndex) && orderIndex >= 0 && orderIndex < trialLimit);
