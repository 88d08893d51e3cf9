import {
  addPendingSignOut,
  askPasswordNext,
  clearAccountData,
  clearActiveSession,
  type PendingSignOut,
  readPendingSignOuts,
  removePendingSignOut,
  type StoredSession,
} from '../../entities/session';
import { LOGOUT_REDIRECT_DELAY_MS } from './auth-controller-options';
import { endSessionUrl, revokeTokens } from './oidc-client';

/**
 * Issue 37: what this browser keeps of the signed-out learner goes at once, online or not: the tokens, the active
 * account and its entry (the username). The tokens are kept only as a pending sign-out, to end the session at the
 * servers as soon as there is a connection; the next sign-in asks for the password until one succeeds.
 */
export function forgetLocally(session: StoredSession | null): void {
  if (session) {
    addPendingSignOut(session);
    clearAccountData(session.userId);
  }
  askPasswordNext();
  clearActiveSession({ forgetTokens: true });
}

/** True when the server answered at all (any status): only a failed connection leaves the step for later. */
const answered = (request: Promise<Response>) =>
  request.then(
    () => true,
    () => false,
  );

/** The APIs refuse the session's tokens from now on (POST /api/users/me/sign-out). */
const signOutAtApi = (accessToken: string) =>
  answered(
    fetch('/api/users/me/sign-out', { method: 'POST', headers: { Authorization: `Bearer ${accessToken}` } }),
  );

/**
 * Ends the provider's browser session without leaving the page. Possible for the embedded provider (same origin, its
 * cookie goes along): its end-session form is read and sent. Another issuer's session stays until the next sign-in,
 * which asks for the password anyway.
 */
async function endProviderSessionInPlace(idToken?: string): Promise<void> {
  try {
    const target = new URL(await endSessionUrl(idToken), window.location.origin);
    if (target.pathname === '/' || target.origin !== window.location.origin) return;
    const html = await (await fetch(target, { credentials: 'same-origin' })).text();
    const form = new DOMParser().parseFromString(html, 'text/html').getElementById('op.logoutForm');
    const xsrf = form?.querySelector<HTMLInputElement>('input[name="xsrf"]')?.value;
    const action = form?.getAttribute('action');
    if (!xsrf || !action) return;
    await fetch(new URL(action, window.location.origin), {
      method: 'POST',
      credentials: 'same-origin',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
  } catch {
    // The provider could not be reached after all: the password is asked at the next sign-in regardless.
  }
}

/**
 * Ends a signed-out session at the servers: the APIs are told, the tokens revoked and (`inPlace`) the provider's
 * session ended. False when there is no connection yet (the pending sign-out stays).
 */
export async function endSessionRemotely(entry: PendingSignOut, { inPlace }: { inPlace: boolean }) {
  if (!(await signOutAtApi(entry.accessToken))) return false;
  await revokeTokens(entry);
  if (inPlace) await endProviderSessionInPlace(entry.idToken);
  removePendingSignOut(entry.accessToken);
  return true;
}

let finishing: Promise<void> | null = null;

/** The sign-outs made offline, ended at the servers in order (at start, when the connection returns, before a sign-in). */
export function finishPendingSignOuts(): Promise<void> {
  finishing ??= (async () => {
    for (const entry of readPendingSignOuts())
      if (!(await endSessionRemotely(entry, { inPlace: true }))) return;
  })().finally(() => {
    finishing = null;
  });
  return finishing;
}

/**
 * After the local part of a sign-out: online, the servers are told and the browser leaves through the provider's
 * end-session page (spec §4: after 100 ms); offline, the app goes home and the rest waits for the connection.
 */
export async function leaveAfterSignOut(
  session: StoredSession | null,
  { navigate, assign }: { navigate: (to: string) => void; assign: (url: string) => void },
): Promise<void> {
  if (session && !(await endSessionRemotely(session, { inPlace: false }))) {
    window.addEventListener('online', () => void finishPendingSignOuts(), { once: true });
    navigate('/');
    return;
  }
  const target = await endSessionUrl(session?.idToken);
  setTimeout(() => assign(target), LOGOUT_REDIRECT_DELAY_MS);
}
