import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authActions } from '../../../entities/session';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';

/** Header sign-in (spec §2): opens the login modal; shows "ログイン中..." on the way to the provider. */
export function SignInButton({ fullWidth = false, onOpen }: { fullWidth?: boolean; onOpen?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { signingIn, status } = useAppSelector((state) => state.auth);
  const busy = signingIn || status === 'loading';
  return (
    <Button
      variant="filled"
      fullWidth={fullWidth}
      loading={busy}
      loaderProps={{ type: 'dots' }}
      data-testid="sign-in-button"
      onClick={() => {
        onOpen?.();
        dispatch(authActions.modalOpened('login'));
      }}
    >
      {busy ? t('auth.signingIn') : t('auth.signIn')}
    </Button>
  );
}
