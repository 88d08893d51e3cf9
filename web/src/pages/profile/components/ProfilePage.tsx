import './profile-tabs.css';
import { Container, Group, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RedeemAnyCodeButton } from '../../../entities/access';
import { OfflineTab } from '../../../entities/offline';
import { PurchasesTab, RedeemedTab } from '../../../features/commerce';
import { ExamHistory } from '../../../features/mock-exam';
import { TimeZoneSetting } from '../../../features/time-zone';
import { ProgressTab } from './ProgressTab';
import { WrongAnswersTab } from './WrongAnswersTab';

const TABS = ['progress', 'wrong-answers', 'purchases', 'redeemed', 'mock-exams', 'offline'] as const;
type ProfileTab = (typeof TABS)[number];
const isTab = (value: string | null): value is ProfileTab => TABS.includes(value as ProfileTab);

/**
 * /profile (spec §2 Profile page) below the profile header: progress (default), wrong answers, purchases,
 * redeemed. The router shows it behind RequireSignIn (the login gate).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: ProfileTab = isTab(requested) ? requested : 'progress';

  return (
    <Container size="lg" py="lg" data-testid="profile-page">
      <TimeZoneSetting />
      <Tabs
        value={tab}
        onChange={(value) =>
          setSearchParams(value && value !== 'progress' ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
        className="profile-tabs"
      >
        <Tabs.List>
          <Tabs.Tab value="progress" data-testid="profile-tab-progress">
            {t('profile.tabs.progress')}
          </Tabs.Tab>
          <Tabs.Tab value="wrong-answers" data-testid="profile-tab-wrong-answers">
            {t('profile.tabs.wrongAnswers')}
          </Tabs.Tab>
          <Tabs.Tab value="purchases" data-testid="profile-tab-purchases">
            {t('profile.tabs.purchases')}
          </Tabs.Tab>
          <Tabs.Tab value="redeemed" data-testid="profile-tab-redeemed">
            {t('profile.tabs.redeemed')}
          </Tabs.Tab>
          <Tabs.Tab value="mock-exams" data-testid="profile-tab-mock-exams">
            {t('profile.tabs.mockExams')}
          </Tabs.Tab>
          <Tabs.Tab value="offline" data-testid="profile-tab-offline">
            {t('offline.tab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="progress" pt="md">
          <ProgressTab />
        </Tabs.Panel>
        <Tabs.Panel value="wrong-answers" pt="md">
          <WrongAnswersTab />
        </Tabs.Panel>
        <Tabs.Panel value="purchases" pt="md">
          <PurchasesTab />
        </Tabs.Panel>
        <Tabs.Panel value="redeemed" pt="md">
          <Group justify="flex-end" mb="sm">
            <RedeemAnyCodeButton data-testid="profile-redeem-code" />
          </Group>
          <RedeemedTab />
        </Tabs.Panel>
        <Tabs.Panel value="mock-exams" pt="md">
          <ExamHistory />
        </Tabs.Panel>
        <Tabs.Panel value="offline" pt="md">
          <OfflineTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
