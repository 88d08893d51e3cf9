export { AccountManagerModal } from './components/AccountManagerModal';
export { LoginModal } from './components/LoginModal';
export { ProfileHeader } from './components/ProfileHeader';
