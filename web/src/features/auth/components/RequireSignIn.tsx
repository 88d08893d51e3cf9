import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAppSelector } from '../../../shared/store/hooks';
import { LoginRequiredGate } from './LoginRequiredGate';

/** Signed-in only pages (spec §2 /profile): the page when signed in, the login gate otherwise. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const status = useAppSelector((state) => state.auth.status);
  if (status === 'loading') {
    return (
      <Center py={96} data-testid="auth-loading">
        <Loader />
      </Center>
    );
  }
  return status === 'authenticated' ? children : <LoginRequiredGate />;
}
