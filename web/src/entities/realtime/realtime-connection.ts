import type { Dispatch } from '@reduxjs/toolkit';
import type { Socket } from 'socket.io-client';
import { api } from '../../shared/api/api';
import { type InvalidationTag, parseInvalidation, withFollowingLists } from './invalidation';
import { InvalidationCoalescer } from './invalidation-coalescer';
import type { NamedEvent } from './named-events';
import { PacedTags } from './paced-tags';
import { realtimeActions } from './realtime-slice';
import {
  handlingOfDisconnect,
  nextReconnect,
  RECONNECT_POLICY,
  type ReconnectPolicy,
} from './reconnect-policy';

/** What the connection tells the user; kept out of here so this file has no UI. */
export type RealtimeNotices = {
  authFailed(): void;
  homeContentUpdated(): void;
};

export type RealtimeConnectionOptions = {
  dispatch: Dispatch;
  notices: RealtimeNotices;
  policy?: ReconnectPolicy;
  createSocket?: (getToken: () => string | null) => Socket;
  /** The named events mapped to tags (the app passes named-events', loaded with the socket). */
  namedEvents?: readonly NamedEvent[];
  /** The router's navigate, for a notice's link. */
  navigate?: (to: string) => void;
  /** The signed-in user's access token, sent in the handshake (`auth: { token }`); null = anonymous. */
  getToken?: () => string | null;
  /** The coalescing window of `invalidate` messages (COALESCE_WINDOW_MS; tests pass their own). */
  coalesceWindowMs?: number;
};

/**
 * The app's one socket.io connection: reports its state to the store, retries with the spec's
 * backoff and turns `invalidate` notifications into RTK Query tag invalidations.
 */
export class RealtimeConnection {
  private socket: Socket | null = null;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly policy: ReconnectPolicy;
  private readonly paced: PacedTags;
  private readonly coalescer: InvalidationCoalescer;

  private createSocket: RealtimeConnectionOptions['createSocket'];
  private namedEvents: readonly NamedEvent[];

  constructor(private readonly options: RealtimeConnectionOptions) {
    this.createSocket = options.createSocket;
    this.namedEvents = options.namedEvents ?? [];
    this.policy = options.policy ?? RECONNECT_POLICY;
    this.paced = new PacedTags((tags) => this.options.dispatch(api.util.invalidateTags(tags)));
    this.coalescer = new InvalidationCoalescer({
      flush: this.onCoalesced,
      windowMs: options.coalesceWindowMs,
    });
  }

  /** Opens the socket made by `createSocket` (the app passes socket-factory's, loaded after the first paint). */
  start(createSocket = this.createSocket, namedEvents = this.namedEvents): void {
    if (this.socket) return;
    // Kept for retry(), which starts again after a failed first connection.
    this.createSocket = createSocket;
    this.namedEvents = namedEvents;
    if (!createSocket) throw new Error('RealtimeConnection.start needs a socket factory');
    const socket = createSocket(this.options.getToken ?? (() => null));
    this.socket = socket;
    socket.on('connect', this.onConnect);
    socket.on('connect_error', this.onFailure);
    socket.on('disconnect', this.onDisconnect);
    socket.on('invalidate', this.onInvalidate);
    socket.on('admin:homeContent:updated', this.onHomeContentUpdated);
    // Commerce, question reports (docs/contracts.md): access, purchases, redemptions and outcomes without reload.
    for (const named of namedEvents)
      socket.on(named.event, (payload: unknown) => {
        this.options.dispatch(api.util.invalidateTags(named.tags(payload)));
        named.notice?.(payload, this.options.navigate ?? (() => {}));
      });
    this.options.dispatch(realtimeActions.connecting({ attempt: 0 }));
    socket.connect();
  }

  /** Manual retry (badge button, failure notice): starts a fresh round of attempts. */
  retry(): void {
    this.clearTimer();
    this.failures = 0;
    if (!this.socket) {
      this.start();
      return;
    }
    if (this.socket.connected) return;
    this.options.dispatch(realtimeActions.connecting({ attempt: 0 }));
    this.socket.connect();
  }

  /** Sign-in, renewal, switch or logout: the server must see the new identity, so connect again. */
  reauthenticate(): void {
    const socket = this.socket;
    if (!socket) return;
    this.clearTimer();
    this.failures = 0;
    socket.disconnect();
    this.options.dispatch(realtimeActions.connecting({ attempt: 0 }));
    socket.connect();
  }

  /**
   * Emits `event` and waits for the server's `resultEvent` (spec §7 progress:update -> progress:update:result).
   * Rejects with 'not-connected' without a live connection and 'timeout' after `timeoutMs`.
   */
  request<Result>(event: string, payload: unknown, resultEvent: string, timeoutMs: number): Promise<Result> {
    const socket = this.socket;
    if (!socket?.connected) return Promise.reject(new Error('not-connected'));
    return new Promise<Result>((resolve, reject) => {
      const timer = setTimeout(() => {
        socket.off(resultEvent, onResult);
        reject(new Error('timeout'));
      }, timeoutMs);
      const onResult = (result: Result) => {
        clearTimeout(timer);
        resolve(result);
      };
      socket.once(resultEvent, onResult);
      socket.emit(event, payload);
    });
  }

  /** Listens to a server event (e.g. `job:progress`) until the returned function is called. */
  subscribe<Payload>(event: string, listener: (payload: Payload) => void): () => void {
    const socket = this.socket;
    if (!socket) return () => {};
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }

  get isConnected(): boolean {
    return this.socket?.connected ?? false;
  }

  stop(): void {
    this.clearTimer();
    this.coalescer.stop();
    this.paced.stop();
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.removeAllListeners();
    socket.disconnect();
  }

  private readonly onConnect = () => {
    this.failures = 0;
    this.clearTimer();
    this.options.dispatch(realtimeActions.connected());
  };

  private readonly onDisconnect = (reason: string) => {
    const handling = handlingOfDisconnect(reason);
    if (handling === 'reconnect') {
      this.onFailure();
      return;
    }
    if (handling === 'auth-failed') this.options.notices.authFailed();
    this.options.dispatch(realtimeActions.disconnected({ authFailed: handling === 'auth-failed' }));
  };

  private readonly onFailure = () => {
    if (this.timer) return; // one pending attempt at a time
    this.failures += 1;
    const decision = nextReconnect(this.failures, this.policy);
    if (decision.kind === 'give-up') {
      this.options.dispatch(realtimeActions.disconnected({ gaveUp: true }));
      return;
    }
    this.options.dispatch(realtimeActions.connecting({ attempt: decision.attempt }));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.socket?.connect();
    }, decision.delayMs);
  };

  private readonly onInvalidate = (payload: unknown) => {
    this.coalescer.add(parseInvalidation(payload));
  };

  /** One window's messages: their tags' union (with the lists and paced reads that follow), then the position. */
  private readonly onCoalesced = (tags: InvalidationTag[], position: number) => {
    if (tags.length > 0) {
      const expanded = withFollowingLists(tags);
      this.options.dispatch(api.util.invalidateTags([...expanded, ...this.paced.follow(expanded)]));
    }
    // After the tags: a page waiting for this position (the batch tab) reads the import's end once.
    if (position > 0) this.options.dispatch(realtimeActions.positionSeen(position));
  };

  private readonly onHomeContentUpdated = () => {
    // Spec §4 home content loading: new content also refreshes the question sets.
    this.options.dispatch(api.util.invalidateTags(['HomeContent', { type: 'QuestionSet', id: 'LIST' }]));
    this.options.notices.homeContentUpdated();
  };

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
