import { isPaidQuestionSet, trialQuestionCount } from '@exam/domain/rules';
import { useCommerceActions } from '../../entities/access';
import type { QuestionSet } from '../../entities/catalogue';
import type { QuizParams } from './quiz-params';

/**
 * What a run may show of its set and how the learner unlocks the rest: paid or free, full access or a trial of
 * `trialLimit` questions, the buy and redeem actions of the trial bar and the wall, and whether the validity bar shows.
 */
export function useRunAccess(set: QuestionSet, params: QuizParams) {
  const paid = isPaidQuestionSet(set);
  const fullAccess = !paid || (set.hasAccess && set.accessType !== 'expired' && set.accessType !== 'trial');
  const trialLimit = trialQuestionCount({
    explicitTrialMode: params.explicitTrial,
    trialLimit: params.trialLimit,
    trialQuestions: set.trialQuestions,
    isPaid: paid,
  });
  const commerce = useCommerceActions();
  const commerceSet = {
    id: set.id,
    title: set.title,
    price: set.price,
    validityPeriod: set.validityPeriod,
  };
  const buy = () => commerce.buy(commerceSet);
  const redeem = () => commerce.redeem(commerceSet);
  const validityShown =
    set.accessType === 'paid' || set.accessType === 'redeemed' || set.accessType === 'expired';
  return { paid, fullAccess, trialLimit, buy, redeem, validityShown };
}
