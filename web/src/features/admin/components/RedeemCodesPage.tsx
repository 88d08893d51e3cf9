import '../../../shared/i18n/admin';
import { Anchor, Container, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RedeemCodesStandalone } from '../redeem-codes/components/RedeemCodesStandalone';

/** /admin/redeem-codes (admin spec §2 standalone redeem-code page), behind the admin guard. */
export function RedeemCodesPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg" data-testid="admin-redeem-codes">
      <Group justify="space-between">
        <Title order={1}>{t('admin.redeemPage')}</Title>
        <Anchor component={Link} to="/admin">
          {t('admin.title')}
        </Anchor>
      </Group>
      <RedeemCodesStandalone />
    </Container>
  );
}
