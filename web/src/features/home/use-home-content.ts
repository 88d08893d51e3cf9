import { useEffect, useState } from 'react';
import { useGetHomeContentQuery } from './api';
import { readCachedHomeContent, writeCachedHomeContent } from './home-content-cache';
import type { HomeContent } from './types';

export type HomeContentState = {
  content: HomeContent | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The server failed and the locally cached copy is shown. */
  isFallback: boolean;
};

/** Home content from the server, falling back to the last copy kept in local storage. */
export function useHomeContent(): HomeContentState {
  const { data, isLoading, isError } = useGetHomeContentQuery();
  const [cached] = useState(readCachedHomeContent);

  useEffect(() => {
    if (data) writeCachedHomeContent(data);
  }, [data]);

  const fallback = isError && !data ? (cached ?? undefined) : undefined;
  return { content: data ?? fallback, isLoading, isError, isFallback: fallback !== undefined };
}
