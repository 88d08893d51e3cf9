import { Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { lazyNamed } from '../../../shared/lazy-named';
import { SignInButton } from '../../auth/components/SignInButton';

// Signed-in only: the menu (and its floating layer) stays out of a visitor's first load.
const UserMenu = lazyNamed(() => import('../../auth/components/UserMenu'), 'UserMenu');

/** The header's right side: the user menu when signed in, the sign-in button otherwise. */
export function HeaderAccount() {
  const signedIn = useAppSelector(
    (state) => state.auth.status === 'authenticated' && state.auth.user !== null,
  );
  return signedIn ? (
    <Suspense fallback={null}>
      <UserMenu />
    </Suspense>
  ) : (
    <SignInButton />
  );
}
