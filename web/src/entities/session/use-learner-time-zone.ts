import { learnerTimeZone } from '../../shared/lib/time-zone';
import { useAppSelector } from '../../shared/store/hooks';

/** The zone the learner's days are counted in: the one saved in their profile, else this browser's. */
export const useLearnerTimeZone = (): string =>
  useAppSelector((state) => state.auth.user?.timeZone) ?? learnerTimeZone();
