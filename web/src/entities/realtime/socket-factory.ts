import { io } from 'socket.io-client';

/**
 * The app's socket (spec §9: websocket transport, connection time-out 10 s; reconnection is ours, not socket.io's).
 * In a module of its own so socket.io-client loads after the first paint, not with the home page.
 */
export const appSocket = (getToken: () => string | null) =>
  io({
    path: '/socket.io',
    // Read at every (re)connection, so a reconnect always carries the current token.
    auth: (send) => {
      const token = getToken();
      send(token ? { token } : {});
    },
    transports: ['websocket'],
    timeout: 10_000,
    reconnection: false,
    autoConnect: false,
  });

// The named events' tags travel with the socket, out of the first load.
export { NAMED_EVENTS } from './named-events';
