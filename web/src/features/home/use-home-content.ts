import { useEffect, useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectAuthUser } from '../auth/auth-slice';
import { useGetHomeContentQuery } from './api';
import { readCachedHomeContent, readShellHomeContent, writeCachedHomeContent } from './home-content-cache';
import { newerHomeContent } from './normalize-home-content';
import type { HomeContent } from './types';

export type HomeContentState = {
  content: HomeContent | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The server failed and the locally cached copy is shown. */
  isFallback: boolean;
};

/**
 * Learner spec §4 "Home content loading": the server's copy or the locally cached one, whichever was saved last
 * (by _lastUpdated), the cache keyed by the active user; the cached copy alone when the server cannot be reached.
 */
export function useHomeContent(): HomeContentState {
  const { data, isLoading, isError } = useGetHomeContentQuery();
  const userId = useAppSelector(selectAuthUser)?.id;
  // The copy kept for this user, or the one the page came with (the server's first paint), whichever is newer.
  const cached = useMemo(
    () => newerHomeContent(readCachedHomeContent(userId), readShellHomeContent() ?? undefined) ?? null,
    [userId],
  );
  const content = newerHomeContent(cached, data);

  useEffect(() => {
    if (data && content === data) writeCachedHomeContent(data, userId);
  }, [data, content, userId]);

  const isFallback = isError && !data && content !== undefined;
  return { content, isLoading, isError, isFallback };
}
