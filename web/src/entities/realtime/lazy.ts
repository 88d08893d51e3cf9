export { ReconnectFailureNotice } from './components/ReconnectFailureNotice';
export { SocketStatusBadge } from './components/SocketStatusBadge';
