import { nextUnansweredIndex } from '@exam/domain/rules';
import { type Dispatch, useEffect, useRef } from 'react';
import { commerceModals } from '../../entities/access';
import type { QuizSessionAction } from './quiz-session';

type AccessArrival = {
  setId: string;
  fullAccess: boolean;
  total: number;
  currentIndex: number;
  /** Every answered place (called once, when access arrives). */
  answeredPlaces: () => number[];
  /** The purchase wall comes down. */
  onArrived: () => void;
};

/**
 * Spec §4: access arriving (our purchase, a redeem, questionSet:accessUpdate from another tab) closes the modals
 * and the wall; the refetched set brings the questions past the trial, without reload. Issue 40: a run continues
 * at the next unanswered question (the server's rule).
 */
export function useAccessArrival(arrival: AccessArrival, dispatch: Dispatch<QuizSessionAction>) {
  const { setId, fullAccess, total, currentIndex, answeredPlaces, onArrived } = arrival;
  useEffect(() => {
    if (fullAccess) commerceModals.accessArrived(setId);
  }, [fullAccess, setId]);

  const hadAccess = useRef(fullAccess);
  useEffect(() => {
    if (hadAccess.current || !fullAccess) return;
    hadAccess.current = true;
    onArrived();
    const next = nextUnansweredIndex(total, answeredPlaces(), currentIndex);
    if (next !== null) dispatch({ type: 'movedTo', index: next, now: Date.now() });
  }, [fullAccess, answeredPlaces, currentIndex, total, onArrived, dispatch]);
}
