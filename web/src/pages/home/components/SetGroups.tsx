import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type GroupedSets, type SetGroupKey, visibleGroups } from '../../../entities/catalogue';
import { toast } from '../../../shared/ui/toast';
import { SetGroup } from './SetGroup';

const GROUP_TITLES: Record<SetGroupKey, string> = {
  mine: 'home.groupMine',
  free: 'home.groupFree',
  paid: 'home.groupPaid',
  expired: 'home.groupExpired',
};

/** The home groups (see visibleGroups for which show). */
export function SetGroups({ groups, onRefreshStatus }: { groups: GroupedSets; onRefreshStatus: () => void }) {
  const { t } = useTranslation();
  const refreshStatus = () => {
    onRefreshStatus();
    toast.info(t('home.statusRefreshed'), { id: 'status-refreshed', autoClose: 2000 });
  };
  return (
    <Stack gap="xl">
      {visibleGroups(groups).map((key) => (
        <SetGroup
          key={key}
          groupKey={key}
          title={t(GROUP_TITLES[key])}
          sets={groups[key]}
          action={
            key === 'expired' ? (
              <Button size="compact-sm" variant="light" color="red" onClick={refreshStatus}>
                {t('home.refreshStatus')}
              </Button>
            ) : null
          }
        />
      ))}
    </Stack>
  );
}
