export { JOB_PROGRESS_EVENT, relayJobProgress } from './job-progress.js';
export { ADMINS_ROOM, roomsFor, setRoom, userRoom } from './rooms.js';
export {
  attachSocketServer,
  SERVER_HELLO,
  SOCKET_PATH,
  type SocketLogger,
  type SocketPrincipal,
  type SocketServer,
  type SocketServerOptions,
} from './server.js';
export { SESSION_ENDED } from './session-checks.js';
