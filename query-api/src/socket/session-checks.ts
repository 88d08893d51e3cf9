import type { Server, Socket } from 'socket.io';
import { ADMINS_ROOM, userRoom } from './rooms.js';

export type CheckedPrincipal = {
  userId: string;
  isAdmin: boolean;
  /** The verified token's claims: `exp` ends the socket's session. */
  claims?: Readonly<Record<string, unknown>>;
};

export type SessionCheckOptions = {
  /** Maps the socket's token to its principal now (null or a throw: the session is over). */
  authenticate: (token: string) => Promise<CheckedPrincipal | null> | CheckedPrincipal | null;
  /** Every signed-in socket is checked again this often (default 5 s): sign-out, deletion, demotion. */
  intervalMs?: number;
  onEnded?: (socket: Socket, reason: string) => void;
};

/** Told to a socket whose session ended, just before the server closes it. */
export const SESSION_ENDED = 'session:ended';
const DEFAULT_INTERVAL_MS = 5_000;
const RECHECK_AFTER_NOTICE_MS = 250;
/** setTimeout's ceiling (about 24.8 days); a later expiry is rechecked by the sweep meanwhile. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Keeps every signed-in socket's rights current (issue 37): its token is checked again on every sweep and whenever
 * the user's record changes (sign-out, deletion, role change). A session that ended (signed out, user deleted,
 * token expired) is told so and disconnected; a demoted administrator leaves the admins room, a promoted one joins.
 */
export const watchSocketSessions = (io: Server, options: SessionCheckOptions) => {
  const expiries = new Map<string, ReturnType<typeof setTimeout>>();

  const end = (socket: Socket, reason: string) => {
    options.onEnded?.(socket, reason);
    socket.emit(SESSION_ENDED, { reason });
    socket.disconnect(true);
  };

  const recheck = async (socket: Socket) => {
    const token = socket.data.token as string | undefined;
    const before = socket.data.principal as CheckedPrincipal | undefined;
    if (!token || !before || socket.disconnected) return;
    const now = await Promise.resolve(options.authenticate(token)).catch(() => null);
    if (!now || now.userId !== before.userId) return end(socket, 'signed-out');
    socket.data.principal = now;
    if (before.isAdmin && !now.isAdmin) socket.leave(ADMINS_ROOM);
    if (!before.isAdmin && now.isAdmin) socket.join(ADMINS_ROOM);
  };

  /** From the handshake on: the session ends with its token's `exp` at the latest. */
  const follow = (socket: Socket) => {
    const exp = (socket.data.principal as CheckedPrincipal | undefined)?.claims?.exp;
    if (typeof exp !== 'number') return;
    const timer = setTimeout(
      () => (Date.now() >= exp * 1000 ? end(socket, 'expired') : void recheck(socket)),
      Math.min(Math.max(0, exp * 1000 - Date.now()), MAX_TIMER_MS),
    );
    timer.unref();
    expiries.set(socket.id, timer);
    socket.once('disconnect', () => {
      clearTimeout(expiries.get(socket.id));
      expiries.delete(socket.id);
    });
  };

  const signedInSockets = (room?: string): Socket[] => {
    const ids = room ? io.of('/').adapter.rooms.get(room) : undefined;
    const all = io.of('/').sockets;
    const chosen = room ? [...(ids ?? [])].flatMap((id) => all.get(id) ?? []) : [...all.values()];
    return chosen.filter((socket) => socket.data.principal !== undefined);
  };

  const sweep = setInterval(() => {
    for (const socket of signedInSockets()) void recheck(socket);
  }, options.intervalMs ?? DEFAULT_INTERVAL_MS);
  sweep.unref();

  return {
    follow,
    /** The user's record changed (a `User` invalidation): their sockets are checked at once. */
    userChanged: (userId: string) => {
      const checkAll = () => {
        for (const socket of signedInSockets(userRoom(userId))) void recheck(socket);
      };
      checkAll();
      // The notification may arrive before this thread hears the identity group's commit (the projections worker
      // sends both): one more look once the commit has surely been heard.
      setTimeout(checkAll, RECHECK_AFTER_NOTICE_MS).unref();
    },
    stop: () => {
      clearInterval(sweep);
      for (const timer of expiries.values()) clearTimeout(timer);
      expiries.clear();
    },
  };
};

/** The users a notification says changed (`{ type: 'User', id }` tags). */
export const changedUsersOf = (payload: unknown): string[] => {
  const tags = (payload as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags)) return [];
  return tags.flatMap((tag: { type?: unknown; id?: unknown }) =>
    tag?.type === 'User' && typeof tag.id === 'string' && tag.id !== 'LIST' ? [tag.id] : [],
  );
};
