import { createContext, useContext } from 'react';
import type { AuthController } from './auth-controller';

export const AuthContext = createContext<AuthController | null>(null);

/** The app's sign-in controller (AuthProvider puts it here). */
export function useAuthController(): AuthController {
  const controller = useContext(AuthContext);
  if (!controller) throw new Error('useAuthController needs <AuthProvider>');
  return controller;
}
