import '../../../shared/i18n/admin';
import './admin-phone.css';
import { Anchor, Container, Group, Tabs, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_TABS, type AdminTab, initialAdminTab } from '../admin-tabs';
import { PurchasesTab } from '../audit/components/PurchasesTab';
import { AddQuestionSetTab } from '../authoring/components/AddQuestionSetTab';
import { ManageQuestionSetsTab } from '../authoring/components/ManageQuestionSetsTab';
import { QuestionSetInfoTab } from '../authoring/components/QuestionSetInfoTab';
import { BatchTab } from '../batch/components/BatchTab';
import { ContentManagementTab } from '../content/components/ContentManagementTab';
import { RedeemCodesTab } from '../redeem-codes/components/RedeemCodesTab';
import { QuestionReportsTab } from '../reports/components/QuestionReportsTab';
import { StatisticsTab } from '../statistics/components/StatisticsTab';
import { UserManagementTab } from './UserManagementTab';

/** The screen of each built tab; a tab without one shows the coming-soon panel. */
const TAB_SCREENS: Record<AdminTab, ComponentType> = {
  users: UserManagementTab,
  'add-set': AddQuestionSetTab,
  batch: BatchTab,
  'manage-sets': ManageQuestionSetsTab,
  'set-info': QuestionSetInfoTab,
  'redeem-codes': RedeemCodesTab,
  content: ContentManagementTab,
  purchases: PurchasesTab,
  statistics: StatisticsTab,
  reports: QuestionReportsTab,
};

/** /admin: the tabbed back office (admin spec §2), with a link back to the site. */
export function AdminShell() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = initialAdminTab(params.get('tab'));

  return (
    <Container size="xl" py="lg" className="admin-shell" data-testid="admin-shell">
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
        {ADMIN_TABS.map((tab) => {
          const Screen = TAB_SCREENS[tab.value];
          return (
            <Tabs.Panel key={tab.value} value={tab.value} pt="md">
              <Screen />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Container>
  );
}
