import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  idsNeedingCount,
  type QuestionSet,
  useBatchCountQuestionsMutation,
} from '../../../entities/catalogue';
import { toast } from '../../../shared/ui/toast';

/** Spec §5: asks the server for the counts of sets whose count is missing or zero. */
export function RefreshCountsButton({ sets }: { sets: QuestionSet[] }) {
  const { t } = useTranslation();
  const [batchCount, { isLoading }] = useBatchCountQuestionsMutation();

  const refresh = async () => {
    const ids = idsNeedingCount(sets);
    if (ids.length === 0) {
      toast.info(t('home.noSetsToRefresh'), { id: 'counts-nothing' });
      return;
    }
    try {
      await batchCount(ids).unwrap();
      toast.success(t('home.countsRefreshed', { n: ids.length }), { id: 'counts-refreshed' });
    } catch {
      toast.error(t('home.countRefreshFailed'), { id: 'counts-failed' });
    }
  };

  return (
    <Button variant="default" size="sm" loading={isLoading} onClick={refresh} data-testid="refresh-counts">
      {t('home.refreshCounts')}
    </Button>
  );
}
