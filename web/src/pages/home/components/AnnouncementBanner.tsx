import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Announcement, activeAnnouncements } from '../../../entities/home-content';
import { SafeHtml } from '../../../shared/ui/SafeHtml';

const LEVEL_COLOURS: Record<Announcement['level'], string> = {
  info: 'blue',
  warning: 'yellow',
  important: 'red',
};

/** The running announcements (their HTML sanitised again here), one alert each, coloured by level. */
export function AnnouncementBanner({
  announcements,
  stale,
}: {
  announcements: Announcement[];
  stale: boolean;
}) {
  const { t } = useTranslation();
  const running = activeAnnouncements(announcements, Date.now());
  if (running.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="announcements">
      {running.map((item, index) => (
        <Alert
          // biome-ignore lint/suspicious/noArrayIndexKey: announcements have no id; the list is replaced as a whole
          key={index}
          color={stale ? 'gray' : LEVEL_COLOURS[item.level]}
          title={t(`home.announcementLevel.${item.level}`)}
          data-testid="announcement"
          data-level={item.level}
        >
          <SafeHtml html={item.text} />
        </Alert>
      ))}
    </Stack>
  );
}
