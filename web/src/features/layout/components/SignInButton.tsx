import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast';

/** Placeholder until the identity issue wires sign-in. */
export function SignInButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="filled"
      fullWidth={fullWidth}
      data-testid="sign-in-button"
      onClick={() => toast.info(t('nav.signInPreparing'), { id: 'sign-in-preparing' })}
    >
      {t('nav.signIn')}
    </Button>
  );
}
