import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANY_SET } from '../modal-store';
import { useCommerceActions } from '../use-commerce-actions';

/**
 * 引換コードを使う without choosing a set first (issue 22): the code names its set. Offered on /question-sets and
 * the profile's 引換履歴 tab (the user menu has its own item); a visitor is asked to sign in.
 */
export function RedeemAnyCodeButton(props: ButtonProps & { 'data-testid'?: string }) {
  const { t } = useTranslation();
  const { redeem } = useCommerceActions();
  return (
    <Button variant="light" color="grape" onClick={() => redeem(ANY_SET)} {...props}>
      {t('commerce.redeem.open')}
    </Button>
  );
}
