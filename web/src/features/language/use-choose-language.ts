import type { Language } from '@exam/domain/i18n/lang';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../../shared/i18n';
import { useAppSelector } from '../../shared/store/hooks';
import { useChooseLanguageMutation } from './api';

/**
 * The language switch's action: every screen changes at once and this browser remembers it; a signed-in
 * learner's profile remembers it too, so their other devices and the server's answers follow.
 */
export function useChooseLanguage(): { language: Language; choose: (language: Language) => void } {
  useTranslation(); // re-render on a change of language
  const signedIn = useAppSelector(
    (state) => state.auth.status === 'authenticated' && state.auth.user !== null,
  );
  const [save] = useChooseLanguageMutation();
  const choose = useCallback(
    (language: Language) => {
      void switchLanguage(language);
      if (signedIn) void save(language);
    },
    [save, signedIn],
  );
  return { language: currentLanguage(), choose };
}
