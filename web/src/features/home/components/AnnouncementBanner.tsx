import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../shared/SafeHtml';
import { sanitizeHtml } from '../../../shared/sanitize-html';

/** Optional banner; the announcements HTML is sanitised before rendering. */
export function AnnouncementBanner({ html, stale }: { html: string; stale: boolean }) {
  const { t } = useTranslation();
  if (sanitizeHtml(html).trim() === '') return null;
  return (
    <Alert color={stale ? 'gray' : 'blue'} title={t('home.announcement')} data-testid="announcement">
      <SafeHtml html={html} />
    </Alert>
  );
}
