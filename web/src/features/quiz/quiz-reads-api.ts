import { QUESTION_WINDOW, type QuestionWindow } from '../../entities/catalogue';
import type { ListMode, PracticeProgress, ProgressSummary } from '../../entities/progress';
import { api } from '../../shared/api/api';

const path = (id: string) => encodeURIComponent(id);

/**
 * Issue 35: what the quiz reads of a big set besides the set itself (lazily loaded with the quiz): windows of the
 * set's order, a list mode's questions by id, and the learner's progress as a summary plus one window's answers.
 */
export const quizReadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One window of a set's order (positions from .. from + QUESTION_WINDOW), options in the caller's order. */
    getQuestionWindow: build.query<QuestionWindow, { setId: string; from: number }>({
      query: ({ setId, from }) => ({
        url: '/questions',
        params: { questionSetId: setId, cursor: from, limit: QUESTION_WINDOW, include: 'options' },
      }),
      providesTags: (_window, _error, { setId }) => [{ type: 'QuestionSet', id: setId }],
    }),
    /** The listed questions of a set (a list mode's URL), read by id in chunks: never the whole set. */
    getListedQuestions: build.query<QuestionWindow['list'], { setId: string; ids: readonly string[] }>({
      async queryFn({ setId, ids }, _api, _extra, baseQuery) {
        const found: QuestionWindow['list'] = [];
        for (let from = 0; from < ids.length; from += QUESTION_WINDOW) {
          const chunk = ids.slice(from, from + QUESTION_WINDOW).join(',');
          const result = await baseQuery({
            url: '/questions',
            params: { questionSetId: setId, ids: chunk, include: 'options' },
          });
          if (result.error) return { error: result.error };
          found.push(...(result.data as QuestionWindow).list);
        }
        return { data: found };
      },
      providesTags: (_list, _error, { setId }) => [{ type: 'QuestionSet', id: setId }],
    }),
    /**
     * Issue 40: a list session's ids when its URL does not carry them (a long list opened in another tab, or the
     * learning path's unseen questions beyond one page): the learner's list now, read once as the session starts.
     */
    getPracticeListIds: build.query<string[], { setId: string; mode: ListMode }>({
      async queryFn({ setId, mode }, _api, _extra, baseQuery) {
        const ids: string[] = [];
        let cursor: string | null = '0';
        while (cursor !== null) {
          const result = await baseQuery({
            url: `/practice/${path(setId)}/question-ids`,
            params: { mode, cursor },
          });
          if (result.error) return { error: result.error };
          const page = result.data as { list: string[]; nextCursor: string | null };
          ids.push(...page.list);
          cursor = page.nextCursor;
        }
        return { data: [...new Set(ids)] };
      },
    }),
    /** Issue 35: which places of the set the learner answered right and wrong, without the answers themselves. */
    getProgressSummary: build.query<ProgressSummary, string>({
      // Read once per run, never refetched on the learner's own answers (a summary as long as the set per
      // answer): this run's outcomes are kept by the quiz, another device's arrive with the window shown.
      query: (setId) => `/practice/${path(setId)}/progress?view=summary`,
    }),
    /** The learner's answers in full (choices, explanation) for the places from .. from + limit only. */
    getProgressWindow: build.query<PracticeProgress, { setId: string; from: number; limit: number }>({
      query: ({ setId, from, limit }) =>
        `/practice/${path(setId)}/progress?view=window&cursor=${from}&limit=${limit}`,
      providesTags: (_progress, _error, { setId }) => [{ type: 'Progress', id: setId }],
    }),
  }),
});

export const {
  useGetQuestionWindowQuery,
  useGetListedQuestionsQuery,
  useGetPracticeListIdsQuery,
  useGetProgressSummaryQuery,
  useGetProgressWindowQuery,
} = quizReadsApi;
