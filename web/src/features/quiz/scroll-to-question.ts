import { useEffect, useRef } from 'react';

/**
 * Issue 40: on a phone 次の問題 left the new question below the fold. Brings the question card's top into view
 * under the sticky header, smoothly unless the learner asked for reduced motion; does nothing when the card's
 * top is already on screen.
 */
export function scrollQuestionIntoView(doc: Document = document, win: Window = window): boolean {
  const card = doc.querySelector<HTMLElement>('[data-testid="question-card"]');
  if (!card) return false;
  const header = doc.querySelector<HTMLElement>('header');
  const headerHeight = header ? header.getBoundingClientRect().height : 0;
  const { top } = card.getBoundingClientRect();
  if (top >= headerHeight && top < win.innerHeight / 3) return false;
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  win.scrollTo({ top: win.scrollY + top - headerHeight - 8, behavior: reduced ? 'auto' : 'smooth' });
  return true;
}

/**
 * Moving to another question brings its text into view (a phone scrolled down to read the last explanation would
 * otherwise show the new question below the fold). Not on the first question shown.
 */
export function useQuestionScroll(currentIndex: number) {
  const shownIndex = useRef(currentIndex);
  useEffect(() => {
    if (shownIndex.current === currentIndex) return;
    shownIndex.current = currentIndex;
    scrollQuestionIntoView();
  }, [currentIndex]);
}
