import { normalizeHomeContent } from './normalize-home-content';
import type { HomeContent } from './types';

/**
 * Spec §3/§4: the last home content is kept locally under a key prefixed with the active user id ("anonymous"
 * for visitors) and used when the server cannot be reached or holds an older copy.
 */
const cacheKey = (userId: string | undefined) => `${userId ?? 'anonymous'}:homeContent`;

export function readCachedHomeContent(userId?: string): HomeContent | null {
  try {
    const raw = globalThis.localStorage?.getItem(cacheKey(userId));
    return raw ? normalizeHomeContent(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeCachedHomeContent(content: HomeContent, userId?: string): void {
  try {
    globalThis.localStorage?.setItem(cacheKey(userId), JSON.stringify(content));
  } catch {
    // storage full or blocked: the cache is a convenience only
  }
}

/** The home content the server wrote into the page with its first paint (index.html's JSON block). */
export function readShellHomeContent(): HomeContent | null {
  const element = globalThis.document?.getElementById('home-content-data');
  if (!element?.textContent) return null;
  try {
    return normalizeHomeContent(JSON.parse(element.textContent));
  } catch {
    return null;
  }
}
