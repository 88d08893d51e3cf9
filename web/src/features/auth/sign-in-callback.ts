import {
  authActions,
  clearActiveSession,
  clearPendingSignIns,
  readMismatchMemory,
  takePendingSignIn,
  writeMismatchMemory,
} from '../../entities/session';
import type { AuthControllerOptions } from './auth-controller-options';
import { readCallbackParams } from './callback-url';
import { exchangeCode, type TokenSet } from './oidc-client';
import {
  decideStateMismatch,
  initialStateMismatchMemory,
  type StateMismatchMemory,
} from './state-mismatch-guard';

/** What the callback needs of the controller that owns the session. */
export type SignInCallbackHost = {
  options: AuthControllerOptions;
  now: () => number;
  /** Commits the session the tokens open. */
  adopt: (tokens: TokenSet) => Promise<unknown>;
  /** Carries on with whatever session is stored. */
  restore: () => Promise<void>;
};

/** The identity provider's answer at /auth/callback: the code exchanged, or the error and state mismatch shown. */
export class SignInCallback {
  private readonly callbacks = new Map<string, Promise<void>>();

  constructor(private readonly host: SignInCallbackHost) {}

  private get options() {
    return this.host.options;
  }

  private get dispatch() {
    return this.host.options.dispatch;
  }

  /** Once per URL, however often React mounts the page. */
  complete(url: URL): Promise<void> {
    const key = url.search;
    let running = this.callbacks.get(key);
    if (!running) {
      running = this.run(url);
      this.callbacks.set(key, running);
    }
    return running;
  }

  private async run(url: URL): Promise<void> {
    const params = readCallbackParams(url);
    if (params.kind === 'none') {
      this.options.navigate('/');
      return;
    }
    const pending = params.state ? takePendingSignIn(params.state, this.host.now()) : null;
    if (params.kind === 'error') {
      this.dispatch(authActions.failed({ kind: 'other', message: params.description ?? params.error }));
      this.options.notices.signInError(params.description ?? params.error);
      this.options.navigate(pending?.returnTo ?? '/');
      this.dispatch(authActions.modalOpened('login'));
      return;
    }
    if (!pending) {
      this.handleStateMismatch();
      return;
    }
    this.dispatch(authActions.loading());
    this.dispatch(authActions.modalOpened('login'));
    try {
      const tokens = await exchangeCode(url, { state: params.state, ...pending });
      await this.host.adopt(tokens);
      writeMismatchMemory(initialStateMismatchMemory);
      this.options.navigate(pending.returnTo);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.dispatch(authActions.failed({ kind: 'other', message }));
      this.options.notices.signInError(message);
      this.options.navigate(pending.returnTo);
    }
  }

  /** Spec §8: 'No matching state found' clears the stored OIDC state, at most once per 10 s. */
  private handleStateMismatch(): void {
    const memory = (readMismatchMemory() as StateMismatchMemory | null) ?? initialStateMismatchMemory;
    const decision = decideStateMismatch(memory, this.host.now());
    writeMismatchMemory(decision.memory);
    this.options.navigate('/');
    if (decision.kind === 'skip') {
      void this.host.restore(); // handled moments ago: carry on with whatever session is stored
      return;
    }
    clearPendingSignIns();
    if (decision.fullReset) clearActiveSession({ forgetTokens: true });
    this.dispatch(authActions.failed({ kind: 'state-mismatch', message: 'No matching state found' }));
    this.dispatch(authActions.modalOpened('login'));
    this.options.notices.stateReset();
  }
}
