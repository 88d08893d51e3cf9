export { AdminGuard } from './components/AdminGuard';
