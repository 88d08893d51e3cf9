import type { Server as HttpServer } from 'node:http';
import type { NotificationBus } from '@exam/platform';
import { Server } from 'socket.io';
import { handshakeToken } from './handshake-token.js';
import { progressSetsOf, roomsFor, setRoom, userRoomsOf } from './rooms.js';
import { type CheckedPrincipal, changedUsersOf, watchSocketSessions } from './session-checks.js';

export const SOCKET_PATH = '/socket.io';
export const SERVER_HELLO = 'server:hello';

export type SocketPrincipal = CheckedPrincipal;

export type SocketServerOptions = {
  bus: NotificationBus;
  logger: SocketLogger;
  /** Maps a bearer token to a principal (null or a throw: not signed in). Without it every socket is anonymous. */
  authenticate?: (token: string) => Promise<SocketPrincipal | null> | SocketPrincipal | null;
  /** The sets a learner has progress in: a signed-in socket joins their rooms (see setRoom). */
  setsOf?: (userId: string) => Promise<string[]>;
  /** How often every signed-in socket's token is checked again (default 5 s; see watchSocketSessions). */
  recheckIntervalMs?: number;
};

export type SocketLogger = {
  debug(details: object, message?: string): void;
  warn(details: object, message?: string): void;
};

export type SocketServer = { io: Server; close(): Promise<void> };

/**
 * The realtime side of the query API: every NotificationBus notification is relayed to its rooms (or to
 * everyone), and a signed-in socket joins `user:<id>` (and `admins`). A token that does not verify leaves the
 * socket anonymous rather than refusing it, so visitors still receive public invalidations. A signed-in socket is
 * checked again while it lives (sign-out, deletion, demotion, expiry: watchSocketSessions).
 */
export const attachSocketServer = (httpServer: HttpServer, options: SocketServerOptions): SocketServer => {
  const { bus, logger, authenticate, setsOf } = options;
  const io = new Server(httpServer, { path: SOCKET_PATH, serveClient: false });
  const sessions = authenticate
    ? watchSocketSessions(io, {
        authenticate,
        ...(options.recheckIntervalMs ? { intervalMs: options.recheckIntervalMs } : {}),
        onEnded: (socket, reason) => logger.debug({ socketId: socket.id, reason }, 'socket session ended'),
      })
    : null;

  io.use(async (socket, next) => {
    const token = handshakeToken(socket.handshake);
    if (!token || !authenticate) return next();
    try {
      const principal = await authenticate(token);
      if (principal) {
        socket.data.principal = principal;
        socket.data.token = token;
      }
    } catch (error) {
      logger.debug(
        { err: error, socketId: socket.id },
        'socket token did not verify; connecting anonymously',
      );
    }
    next();
  });

  io.on('connection', async (socket) => {
    const principal = socket.data.principal as SocketPrincipal | undefined;
    // Rooms are joined once connected (not in the middleware), so a failed handshake leaves nothing behind.
    if (principal) {
      const sets = setsOf
        ? await setsOf(principal.userId).catch((error: unknown) => {
            logger.warn({ err: error, socketId: socket.id }, 'could not read the sets of a socket');
            return [];
          })
        : [];
      await socket.join([...roomsFor(principal), ...sets.map(setRoom)]);
      sessions?.follow(socket);
    }
    socket.emit(SERVER_HELLO, {
      serverTime: new Date().toISOString(),
      socketId: socket.id,
      authenticated: principal !== undefined,
    });
  });

  // Every instance relays the whole bus to its own sockets (the default in-memory adapter): a room with no
  // socket here is skipped before socket.io encodes the packet (most answers' learners have no socket open).
  const localRooms = io.of('/').adapter.rooms;
  const unsubscribe = bus.subscribe((notification) => {
    const rooms = notification.rooms ?? [];
    if (sessions) for (const userId of changedUsersOf(notification.payload)) sessions.userChanged(userId);
    if (rooms.length === 0) {
      io.emit(notification.event, notification.payload);
      return;
    }
    const present = rooms.filter((room) => localRooms.has(room));
    if (present.length === 0) return;
    io.to(present).emit(notification.event, notification.payload);
    // A learner's own progress of a set: their sockets follow that set's room from now on.
    const learners = userRoomsOf(present);
    if (learners.length > 0)
      for (const questionSetId of progressSetsOf(notification.payload))
        io.in(learners).socketsJoin(setRoom(questionSetId));
  });

  return {
    io,
    close: async () => {
      unsubscribe();
      sessions?.stop();
      // Socket.IO closes the HTTP server it is attached to as well (tolerating one that never listened).
      await io.close();
    },
  };
};
