import { useAppSelector } from '../../../app/hooks';
import { SignInButton } from '../../auth/components/SignInButton';
import { UserMenu } from '../../auth/components/UserMenu';

/** The header's right side: the user menu when signed in, the sign-in button otherwise. */
export function HeaderAccount() {
  const signedIn = useAppSelector(
    (state) => state.auth.status === 'authenticated' && state.auth.user !== null,
  );
  return signedIn ? <UserMenu /> : <SignInButton />;
}
