import { LANGUAGE_NAMES } from '@exam/domain/i18n/lang';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AnnouncementDraft, MAX_ANNOUNCEMENTS, type TranslatedLanguage } from '../content-draft';
import { PeriodPicker } from './PeriodPicker';

const LEVELS = ['info', 'warning', 'important'] as const;
const blank = (): AnnouncementDraft => ({
  text: '',
  translations: { zh: '', en: '' },
  level: 'info',
  startsAt: '',
  endsAt: '',
});

type Props = {
  value: AnnouncementDraft[];
  onChange: (list: AnnouncementDraft[]) => void;
  /** The text edited: the default (ja) or a translation (the default shown as its placeholder). */
  language: 'ja' | TranslatedLanguage;
};

/** The announcements: HTML text, level and an optional period each; the home page shows those running now. */
export function AnnouncementsEditor({ value, onChange, language }: Props) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<AnnouncementDraft>) =>
    onChange(value.map((item, at) => (at === index ? { ...item, ...patch } : item)));

  return (
    <Stack gap="xs" data-testid="announcements-editor">
      <Group justify="space-between">
        <Title order={4}>{t('content.announcements')}</Title>
        <Button
          size="xs"
          variant="light"
          disabled={value.length >= MAX_ANNOUNCEMENTS}
          onClick={() => onChange([...value, blank()])}
          data-testid="announcement-add"
        >
          {t('content.addAnnouncement')}
        </Button>
      </Group>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('content.noAnnouncements')}
        </Text>
      ) : null}
      {value.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: drafts have no id; rows are edited in place
        <Paper key={index} withBorder p="sm" data-testid="announcement-row">
          <Stack gap="xs">
            {language === 'ja' ? (
              <Textarea
                label={t('content.announcementText')}
                description={t('content.htmlAllowed')}
                value={item.text}
                autosize
                minRows={2}
                onChange={(event) => update(index, { text: event.currentTarget.value })}
                data-testid="announcement-text"
              />
            ) : (
              <Textarea
                label={`${t('content.announcementText')} (${LANGUAGE_NAMES[language]})`}
                description={t('content.translationHint')}
                value={item.translations[language]}
                placeholder={item.text}
                autosize
                minRows={2}
                onChange={(event) =>
                  update(index, {
                    translations: { ...item.translations, [language]: event.currentTarget.value },
                  })
                }
                data-testid="announcement-text"
                data-language={language}
              />
            )}
            <Group align="flex-end" gap="xs">
              <Select
                label={t('content.announcementLevel')}
                value={item.level}
                allowDeselect={false}
                data={LEVELS.map((level) => ({ value: level, label: t(`home.announcementLevel.${level}`) }))}
                onChange={(level) =>
                  update(index, { level: (level as AnnouncementDraft['level']) ?? 'info' })
                }
                w={160}
                data-testid="announcement-level"
              />
              <PeriodPicker
                label={t('content.startsAt')}
                value={item.startsAt}
                onChange={(startsAt) => update(index, { startsAt })}
                testId="announcement-starts"
              />
              <PeriodPicker
                label={t('content.endsAt')}
                value={item.endsAt}
                onChange={(endsAt) => update(index, { endsAt })}
                testId="announcement-ends"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('content.removeAnnouncement')}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
                data-testid="announcement-remove"
              >
                ✕
              </ActionIcon>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
