import { useEffect } from 'react';
import { switchLanguage } from '../../shared/i18n';
import { useAppSelector } from '../../shared/store/hooks';

/** When a learner signs in (or their profile changes elsewhere), the language they saved becomes this browser's. */
export function useLearnerLanguage(): void {
  const saved = useAppSelector((state) => state.auth.user?.language ?? null);
  useEffect(() => {
    if (saved) void switchLanguage(saved);
  }, [saved]);
}

/** Mounts useLearnerLanguage where hooks can run (inside the store's provider). */
export function LearnerLanguage(): null {
  useLearnerLanguage();
  return null;
}
