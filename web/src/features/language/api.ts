import type { Language } from '@exam/domain/i18n/lang';
import { api } from '../../shared/api/api';

/** PUT /api/users/me/language: the signed-in learner's choice, kept on their profile. */
export const languageApi = api.injectEndpoints({
  endpoints: (build) => ({
    chooseLanguage: build.mutation<{ id: string; language: Language }, Language>({
      query: (language) => ({ url: '/users/me/language', method: 'PUT', body: { language } }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useChooseLanguageMutation } = languageApi;
