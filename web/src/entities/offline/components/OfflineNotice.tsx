import '../../../shared/i18n/offline';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown above an offline run: the learner knows the answers are kept and sent later, not lost. */
export function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" data-testid="offline-quiz-notice">
      {t('offline.offlineNotice')}
    </Alert>
  );
}
