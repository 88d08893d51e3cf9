import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top, unless the link targets an anchor (#question-sets). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    if (hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
