import {
  type AuthUser,
  authActions,
  broadcastAuthExpired,
  clearActiveSession,
  clearPendingSignIns,
  forgetSession,
  readAccounts,
  readActiveSession,
  readSession,
  readTokenExpiryDays,
  recordSignIn,
  type StoredSession,
  saveActiveSession,
  savePendingSignIn,
  writeAccounts,
  writeMismatchMemory,
} from '../../entities/session';
import { api } from '../../shared/api/api';
import {
  type AuthControllerOptions,
  isConnectionLost,
  LOGOUT_REDIRECT_DELAY_MS,
  toStoredSession,
} from './auth-controller-options';
import { safeReturnPath } from './callback-url';
import { fetchMe, UnauthorizedResponse, userFromClaims } from './fetch-me';
import {
  buildAuthorizationRequest,
  endSessionUrl,
  renewTokens,
  revokeTokens,
  type TokenSet,
} from './oidc-client';
import { isExpired, planRenewal, planRetry, type RenewalPlan } from './renewal-schedule';
import { SignInCallback } from './sign-in-callback';
import { initialStateMismatchMemory } from './state-mismatch-guard';

export type { AuthControllerOptions, AuthNotices } from './auth-controller-options';

/**
 * Sign-in, renewal, account switching and logout of the one browser session. Components reach it
 * through AuthProvider's context; the store holds what they render.
 */
export class AuthController {
  private renewalTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly now: () => number;
  private readonly callback: SignInCallback;

  constructor(private readonly options: AuthControllerOptions) {
    this.now = options.now ?? Date.now;
    this.callback = new SignInCallback({
      options,
      now: this.now,
      adopt: (tokens) => this.adopt(tokens),
      restore: () => this.restore(),
    });
  }

  private get dispatch() {
    return this.options.dispatch;
  }

  /** App start: restore the active account's session when it allows auto-login. */
  async restore(): Promise<void> {
    const session = readActiveSession();
    const account = session ? readAccounts().find((entry) => entry.userId === session.userId) : undefined;
    if (!session || account?.autoLogin === false) {
      if (session) clearActiveSession({ forgetTokens: false }); // keep the tokens for a later switch
      this.dispatch(authActions.signedOut());
      return;
    }
    this.dispatch(authActions.loading());
    try {
      if (isExpired(session.expiresAt, this.now())) {
        if (!session.refreshToken) throw new Error('expired without a refresh token');
        await this.adopt(await renewTokens(session.refreshToken, session), {
          expectedUserId: session.userId,
        });
        return;
      }
      const user = await fetchMe(session.accessToken);
      this.commit(user, { ...session, claims: undefined });
    } catch (error) {
      if (error instanceof UnauthorizedResponse) {
        broadcastAuthExpired();
        return;
      }
      if (isConnectionLost(error)) {
        this.continueOffline(session);
        return;
      }
      // The stored session could not be renewed or checked: it has ended.
      await this.dropLearnerData();
      clearActiveSession({ forgetTokens: true });
      this.dispatch(authActions.signedOut());
    }
  }

  /** Never fails the caller: the data goes as far as the browser lets it. */
  private async dropLearnerData(): Promise<void> {
    await this.options.onSessionEnded?.().catch(() => undefined);
  }

  /**
   * Issue 26: the app opened with no connection. The stored session is kept and the learner stays signed in as
   * this browser last knew them, so downloaded sets can be practised; the session is checked again (restore)
   * when the connection returns, and a refusal then ends it as usual.
   */
  private continueOffline(session: StoredSession): void {
    const account = readAccounts().find((entry) => entry.userId === session.userId);
    const user: AuthUser = {
      id: session.userId,
      username: account?.username ?? session.userId,
      email: '',
      isAdmin: false,
    };
    this.dispatch(
      authActions.sessionStarted({ user, accessToken: session.accessToken, expiresAt: session.expiresAt }),
    );
    window.addEventListener('online', () => void this.restore(), { once: true });
  }

  /** To the identity provider. Refused while someone is signed in, unless adding another account. */
  async signIn(options: { returnTo?: string; addAccount?: boolean } = {}): Promise<void> {
    const { status } = this.options.getState().auth;
    if (status === 'authenticated' && !options.addAccount) {
      this.options.notices.alreadySignedIn();
      return;
    }
    this.dispatch(authActions.signingIn());
    try {
      const request = await buildAuthorizationRequest({
        tokenExpiryDays: readTokenExpiryDays(),
        // Another account: the provider must ask for credentials even though its session is the current user's.
        prompt: options.addAccount ? 'login' : undefined,
      });
      savePendingSignIn(request.state, {
        codeVerifier: request.codeVerifier,
        nonce: request.nonce,
        returnTo: safeReturnPath(options.returnTo ?? window.location.pathname + window.location.search),
        createdAt: this.now(),
      });
      (this.options.assignLocation ?? ((url) => window.location.assign(url)))(request.url.href);
    } catch (error) {
      this.dispatch(authActions.signInAborted());
      this.options.notices.signInError(error instanceof Error ? error.message : String(error));
    }
  }

  /** /auth/callback: once per URL, however often React mounts the page. */
  completeSignIn(url: URL): Promise<void> {
    return this.callback.complete(url);
  }

  /** The login modal's reset button: every trace of a half-finished sign-in goes. */
  resetAuthState(): void {
    clearPendingSignIns();
    writeMismatchMemory(initialStateMismatchMemory);
    this.dispatch(authActions.errorCleared());
    this.options.notices.stateReset();
  }

  /** Fresh tokens -> our user -> committed session. A backend that cannot answer falls back to the claims. */
  private async adopt(tokens: TokenSet, options: { expectedUserId?: string } = {}): Promise<AuthUser> {
    let user: AuthUser;
    try {
      user = await fetchMe(tokens.accessToken);
    } catch (error) {
      if (error instanceof UnauthorizedResponse) throw error;
      const fallback = userFromClaims(tokens.claims);
      if (!fallback) throw error;
      this.options.notices.userSyncFailed();
      user = fallback;
    }
    if (options.expectedUserId && user.id !== options.expectedUserId) {
      throw new Error('the tokens belong to another account');
    }
    this.commit(user, tokens);
    return user;
  }

  private commit(user: AuthUser, tokens: TokenSet): void {
    saveActiveSession(toStoredSession(user.id, tokens));
    writeAccounts(
      recordSignIn(readAccounts(), { userId: user.id, username: user.username, at: new Date(this.now()) }),
    );
    this.dispatch(
      authActions.sessionStarted({ user, accessToken: tokens.accessToken, expiresAt: tokens.expiresAt }),
    );
    // Everything cached belonged to whoever was signed in before; listings and sets carry the caller's access.
    this.dispatch(
      api.util.invalidateTags(['Me', 'User', 'QuestionSet', 'Featured', 'Access', 'Purchase', 'RedeemCode']),
    );
    this.schedule(planRenewal(tokens.expiresAt, this.now(), Boolean(tokens.refreshToken)));
  }

  private schedule(plan: RenewalPlan): void {
    this.cancelRenewal();
    // setTimeout holds at most 2^31-1 ms; a longer wait is re-planned when it fires.
    const delay = Math.min(plan.delayMs, 2_147_483_647);
    this.renewalTimer = setTimeout(() => {
      this.renewalTimer = null;
      if (plan.kind === 'expire-in') this.expireLogin();
      else void this.renew();
    }, delay);
  }

  private cancelRenewal(): void {
    if (this.renewalTimer) clearTimeout(this.renewalTimer);
    this.renewalTimer = null;
  }

  /** Spec §4: silent renewal with the refresh token, 60 s before the access token expires. */
  async renew(): Promise<void> {
    const session = readActiveSession();
    if (!session?.refreshToken) return;
    try {
      const tokens = await renewTokens(session.refreshToken, session);
      saveActiveSession(toStoredSession(session.userId, tokens));
      this.dispatch(
        authActions.tokenRenewed({ accessToken: tokens.accessToken, expiresAt: tokens.expiresAt }),
      );
      this.schedule(planRenewal(tokens.expiresAt, this.now(), Boolean(tokens.refreshToken)));
    } catch {
      this.schedule(planRetry(session.expiresAt, this.now()));
    }
  }

  /** Admin spec §4: the expired sign-in shows ログインが期限切れです and logs out. */
  private expireLogin(): void {
    if (this.options.getState().auth.status !== 'authenticated') return;
    this.options.notices.loginExpired();
    void this.signOut();
  }

  /** A 401 (the auth-expired event): session gone, tokens of this account unusable, the learner's data dropped. */
  sessionExpired(): Promise<void> {
    this.cancelRenewal();
    clearActiveSession({ forgetTokens: true });
    this.dispatch(authActions.sessionExpired());
    this.dispatch(api.util.invalidateTags(['Me', 'User']));
    return this.dropLearnerData();
  }

  /**
   * Spec §4: logout revokes the tokens, clears them and the storage, disconnects the socket (the
   * realtime provider reconnects anonymously when the token goes) and redirects to / after 100 ms,
   * through the provider's end-session endpoint.
   */
  async signOut(): Promise<void> {
    this.cancelRenewal();
    // Issue 26: the downloaded sets go first, whatever the network steps after it come to (offline, refused).
    await this.dropLearnerData();
    const session = readActiveSession();
    try {
      if (session) await revokeTokens(session);
      const target = await endSessionUrl(session?.idToken);
      clearActiveSession({ forgetTokens: true });
      this.dispatch(authActions.signedOut());
      this.dispatch(authActions.modalClosed());
      this.dispatch(api.util.resetApiState());
      setTimeout(
        () => (this.options.assignLocation ?? ((url) => window.location.assign(url)))(target),
        LOGOUT_REDIRECT_DELAY_MS,
      );
    } catch {
      this.options.notices.logoutFailed();
    }
  }

  /** Account manager: switch with the target's stored refresh token; a failure keeps the current account. */
  async switchAccount(userId: string): Promise<boolean> {
    const previous = readActiveSession();
    if (previous?.userId === userId && this.options.getState().auth.status === 'authenticated') {
      this.options.notices.switchAlreadyActive();
      return false;
    }
    const target = readSession(userId);
    try {
      if (!target?.refreshToken) throw new Error('no stored token for this account');
      const user = await this.adopt(await renewTokens(target.refreshToken, target), {
        expectedUserId: userId,
      });
      this.dispatch(api.util.resetApiState());
      this.options.notices.switched(user.username);
      return true;
    } catch {
      // The target's tokens are dead; the previous account stays (or comes back) active.
      forgetSession(userId);
      if (previous) saveActiveSession(previous);
      this.options.notices.switchFailed();
      return false;
    }
  }

  stop(): void {
    this.cancelRenewal();
  }
}
