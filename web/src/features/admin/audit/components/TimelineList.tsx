import type { TimelineEntry } from '@exam/domain/schemas';
import { Badge, Group, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../shared/i18n';
import { formatDateTime } from '../../../../shared/i18n/format';
import { timelineDetails } from '../timeline-details';

const COLOR: Partial<Record<TimelineEntry['type'], string>> = {
  paid: 'teal',
  redeemed: 'teal',
  paymentFailed: 'red',
  webhookRefused: 'red',
  deleted: 'gray',
  userDeleted: 'gray',
  expired: 'gray',
  roleChanged: 'orange',
};

/** An audit timeline, oldest first: what, when, by whom, the facts that matter, and the log position. */
export function TimelineList({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Text c="dimmed">{t('audit.emptyTimeline')}</Text>;
  return (
    <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} data-testid="audit-timeline">
      {entries.map((entry) => (
        <Timeline.Item
          key={`${entry.type}-${entry.position ?? `${entry.at}-${String(entry.details.questionSetId ?? '')}`}`}
          color={COLOR[entry.type] ?? 'indigo'}
          title={
            <Group gap="xs">
              <Text fw={600} data-testid="audit-entry-type" data-type={entry.type}>
                {t(`audit.types.${entry.type}`)}
              </Text>
              {entry.position !== null && (
                <Badge variant="light" color="gray" size="xs">
                  #{entry.position}
                </Badge>
              )}
            </Group>
          }
        >
          <Text size="sm" c="dimmed">
            {entry.at ? formatDateTime(entry.at, currentLanguage()) : '—'}
            {entry.actor ? ` · ${t('audit.by', { name: entry.actor.username })}` : ''}
          </Text>
          {timelineDetails(entry, { yes: t('audit.yes'), no: t('audit.no') }, currentLanguage()).map(
            ([key, value]) => (
              <Text key={key} size="sm">
                {t(`audit.details.${key}`)}: {value}
              </Text>
            ),
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
