import { Anchor, Container, Group, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_TABS, initialAdminTab } from '../admin-tabs';
import { RedeemCodesTab } from '../redeem-codes/components/RedeemCodesTab';
import { ComingSoonPanel } from './ComingSoonPanel';
import { UserManagementTab } from './UserManagementTab';

/** /admin: the tabbed back office (admin spec §2), with a link back to the site. */
export function AdminShell() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = initialAdminTab(params.get('tab'));

  return (
    <Container size="xl" py="lg" data-testid="admin-shell">
      <Group justify="space-between" mb="md">
        <Title order={1}>{t('admin.title')}</Title>
        <Anchor component={Link} to="/" data-testid="admin-back">
          {t('admin.backToSite')}
        </Anchor>
      </Group>
      <Tabs
        value={active}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {ADMIN_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} data-testid={`admin-tab-${tab.value}`}>
              {t(tab.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            {tab.value === 'users' ? (
              <UserManagementTab />
            ) : tab.value === 'redeem-codes' ? (
              <RedeemCodesTab />
            ) : (
              <ComingSoonPanel titleKey={tab.labelKey} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
