import { localizeHomeContent } from '@exam/domain/schemas';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n';
import { useAppSelector } from '../../shared/store/hooks';
import { selectAuthUser } from '../session';
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
function useStoredHomeContent(): HomeContentState {
  const { data, isLoading, isError } = useGetHomeContentQuery();
  const userId = useAppSelector(selectAuthUser)?.id;
  // The copy kept for this user, or the one the page came with (the server's first paint), whichever is newer.
  const cached = useMemo(
    () => newerHomeContent(readCachedHomeContent(userId), readShellHomeContent() ?? undefined) ?? null,
    [userId],
  );
  const content = newerHomeContent(cached, data);
  const isFallback = isError && !data && content !== undefined;
  return { content, isLoading, isError, isFallback };
}

/**
 * The home content in the interface's language (issue 36): the copy holds every language, so switching the
 * language needs no new request; an untranslated text shows the default (Japanese) one.
 */
export function useHomeContent(): HomeContentState {
  const stored = useStoredHomeContent();
  useTranslation(); // re-render on a language switch
  const language = currentLanguage();
  const content = useMemo(
    () => (stored.content ? localizeHomeContent(stored.content, language) : undefined),
    [stored.content, language],
  );
  return { ...stored, content };
}

/**
 * Keeps the server's copy in the active user's cache when it is the newer one. Called once, by the app-wide
 * HomeContentSync, rather than by every component that shows the content.
 */
export function useKeepHomeContentCached(): HomeContent | undefined {
  const { data } = useGetHomeContentQuery();
  const userId = useAppSelector(selectAuthUser)?.id;
  const { content } = useStoredHomeContent();
  useEffect(() => {
    if (data && content === data) writeCachedHomeContent(data, userId);
  }, [data, content, userId]);
  return content;
}
