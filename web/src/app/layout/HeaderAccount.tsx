import { Suspense } from 'react';
import { SignInButton } from '../../features/auth';
import { useAppSelector } from '../../shared/store/hooks';
import { lazyNamed } from '../../shared/ui/lazy-named';

// Signed-in only: the menu (and its floating layer) stays out of a visitor's first load.
const UserMenu = lazyNamed(() => import('./UserMenu'), 'UserMenu');

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
