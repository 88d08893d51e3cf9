import { DEFAULT_CRITERIA, SET_SORTS, SET_STATUSES, type SetCriteria } from './filter-sets';

export type SearchView = 'grid' | 'list';
export type SearchState = SetCriteria & { view: SearchView };

export const DEFAULT_SEARCH_STATE: SearchState = { ...DEFAULT_CRITERIA, view: 'grid' };

const one = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * /question-sets keeps its search in the URL (issue 22: back button, reload and a shared link show the same
 * list): q, category, status, sort, view. Unknown values read as the defaults; the defaults are left out.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  return {
    query: params.get('q') ?? DEFAULT_SEARCH_STATE.query,
    category: params.get('category') || DEFAULT_SEARCH_STATE.category,
    status: one(params.get('status'), SET_STATUSES, DEFAULT_SEARCH_STATE.status),
    sort: one(params.get('sort'), SET_SORTS, DEFAULT_SEARCH_STATE.sort),
    view: one(params.get('view'), ['grid', 'list'] as const, DEFAULT_SEARCH_STATE.view),
  };
}

export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query !== DEFAULT_SEARCH_STATE.query) params.set('q', state.query);
  if (state.category !== DEFAULT_SEARCH_STATE.category) params.set('category', state.category);
  if (state.status !== DEFAULT_SEARCH_STATE.status) params.set('status', state.status);
  if (state.sort !== DEFAULT_SEARCH_STATE.sort) params.set('sort', state.sort);
  if (state.view !== DEFAULT_SEARCH_STATE.view) params.set('view', state.view);
  return params;
}
