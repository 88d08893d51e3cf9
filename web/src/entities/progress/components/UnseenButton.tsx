import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { listModeUrl, useLazyGetQuestionIdsInModeQuery } from '../learning-path-api';

/** Practises only the questions of a set the learner never answered (mode=unseen). */
export function UnseenButton({ setId }: { setId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [unseenOf, { isFetching }] = useLazyGetQuestionIdsInModeQuery();
  const open = async () => {
    const ids = await unseenOf({ setId, mode: 'unseen' }).unwrap();
    if (ids.length === 0) toast.info(t('coverage.allSeen'), { id: 'coverage-all-seen' });
    else navigate(listModeUrl(setId, 'unseen', ids));
  };
  return (
    <Button
      size="xs"
      variant="default"
      loading={isFetching}
      onClick={() => void open()}
      data-testid="practise-unseen"
    >
      {t('coverage.unseen')}
    </Button>
  );
}
