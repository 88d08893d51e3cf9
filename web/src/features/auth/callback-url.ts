/** The route the identity provider sends the browser back to. */
export const CALLBACK_PATH = '/auth/callback';

/** Spec §4: a URL carrying `code` or `error` plus `state` is a sign-in in progress. */
export function isSignInCallback(url: URL): boolean {
  const { searchParams } = url;
  return searchParams.has('state') && (searchParams.has('code') || searchParams.has('error'));
}

export type CallbackParams =
  | { kind: 'code'; state: string }
  | { kind: 'error'; state: string | null; error: string; description: string | null }
  | { kind: 'none' };

export function readCallbackParams(url: URL): CallbackParams {
  const { searchParams } = url;
  const state = searchParams.get('state');
  const error = searchParams.get('error');
  if (error) return { kind: 'error', state, error, description: searchParams.get('error_description') };
  if (state && searchParams.has('code')) return { kind: 'code', state };
  return { kind: 'none' };
}

/** Only same-site paths may be returned to after sign-in (no open redirect). */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith(CALLBACK_PATH)) return '/';
  return path;
}
