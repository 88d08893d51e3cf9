import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { useLazyGetQuestionIdsInModeQuery } from '../learning-path-api';
import { forgetListSession, listSessionUrl } from '../list-session';

/** Practises only the questions of a set the learner never answered (mode=unseen). */
export function UnseenButton({ setId }: { setId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [unseenOf, { isFetching }] = useLazyGetQuestionIdsInModeQuery();
  const open = async () => {
    const { ids, complete } = await unseenOf({ setId, mode: 'unseen' }).unwrap();
    if (ids.length === 0) return void toast.info(t('coverage.allSeen'), { id: 'coverage-all-seen' });
    // More than one page: the quiz reads the whole list from the server.
    const listed = complete ? ids : null;
    forgetListSession(sessionStorage, setId, 'unseen');
    navigate(listSessionUrl(setId, 'unseen', listed));
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
