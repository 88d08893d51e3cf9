export { useAuthController } from './auth-context';
export { CALLBACK_PATH } from './callback-url';
export { AuthCallbackPage } from './components/AuthCallbackPage';
export { AuthProvider } from './components/AuthProvider';
export { PlaceholderPage } from './components/PlaceholderPage';
export { RequireSignIn } from './components/RequireSignIn';
export { SignInButton } from './components/SignInButton';
