import { LANGUAGE_NAMES } from '@exam/domain/i18n/lang';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeContent } from '../../../../entities/home-content';
import { toast } from '../../../../shared/ui/toast';
import { useSaveHomeContentMutation } from '../content-api';
import {
  bodyOf,
  type ContentDraft,
  draftOf,
  draftProblem,
  TEXT_LIMITS,
  TRANSLATED,
  type TranslatedLanguage,
} from '../content-draft';
import { useContentFailure } from '../use-content-failure';
import { AnnouncementsEditor } from './AnnouncementsEditor';
import { BannerField } from './BannerField';
import { ThemePreview } from './ThemePreview';

type TextField = keyof typeof TEXT_LIMITS;
const SINGLE_LINE: TextField[] = ['title', 'subtitle', 'welcomeTitle'];

/** The homepage sub-tab: texts, banner, theme (with a live preview) and announcements, saved together. */
export function HomepageEditor({ content }: { content: HomeContent }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ContentDraft>(() => draftOf(content));
  const [save, { isLoading }] = useSaveHomeContentMutation();
  const fail = useContentFailure();
  const change = <K extends keyof ContentDraft>(field: K, value: ContentDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const problem = draftProblem(draft);
  // Issue 36: the texts are edited one language at a time; a translation shows the default text as its placeholder.
  const [language, setLanguage] = useState<'ja' | TranslatedLanguage>('ja');
  const textOf = (field: TextField) =>
    language === 'ja' ? draft[field] : draft.translations[language][field];
  const editText = (field: TextField, value: string) =>
    setDraft((current) =>
      language === 'ja'
        ? { ...current, [field]: value }
        : {
            ...current,
            translations: {
              ...current.translations,
              [language]: { ...current.translations[language], [field]: value },
            },
          },
    );
  const textProps = (field: TextField) => ({
    label: t(`content.fields.${field}`),
    value: textOf(field),
    placeholder: language === 'ja' ? undefined : draft[field],
    'data-testid': `content-${field}`,
    'data-language': language,
  });

  const submit = async () => {
    if (problem) return;
    try {
      await save(bodyOf(draft)).unwrap();
      toast.success(t('content.saved'));
    } catch (error) {
      fail(error, 'content.saveFailed');
    }
  };

  return (
    <Stack maw={960} data-testid="homepage-editor">
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('content.editLanguage')}
        </Text>
        <SegmentedControl
          value={language}
          onChange={(value) => setLanguage(value as typeof language)}
          data={(['ja', ...TRANSLATED] as const).map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          data-testid="content-language"
        />
        {language === 'ja' ? null : (
          <Text size="xs" c="dimmed" mt={4}>
            {t('content.translationHint')}
          </Text>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack>
          {SINGLE_LINE.map((field) => (
            <TextInput
              key={field}
              {...textProps(field)}
              maxLength={TEXT_LIMITS[field]}
              onChange={(event) => editText(field, event.currentTarget.value)}
            />
          ))}
          <Textarea
            {...textProps('welcomeDescription')}
            autosize
            minRows={3}
            onChange={(event) => editText('welcomeDescription', event.currentTarget.value)}
          />
          <Textarea
            {...textProps('footerText')}
            description={t('content.htmlAllowed')}
            autosize
            minRows={2}
            onChange={(event) => editText('footerText', event.currentTarget.value)}
          />
        </Stack>
        <Stack>
          <BannerField value={draft.bannerImage} onChange={(url) => change('bannerImage', url)} />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('content.fields.theme')}
            </Text>
            <SegmentedControl
              value={draft.theme}
              onChange={(value) => change('theme', value as ContentDraft['theme'])}
              data={(['light', 'dark', 'auto'] as const).map((value) => ({
                value,
                label: t(`content.themes.${value}`),
              }))}
              data-testid="content-theme"
            />
          </div>
          <ThemePreview draft={draft} language={language} />
        </Stack>
      </SimpleGrid>
      <AnnouncementsEditor
        value={draft.announcements}
        onChange={(list) => change('announcements', list)}
        language={language}
      />
      {problem ? (
        <Text c="red" size="sm" data-testid="content-problem">
          {t(problem.key, problem.values)}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setDraft(draftOf(content))} disabled={isLoading}>
          {t('content.reset')}
        </Button>
        <Button
          onClick={() => void submit()}
          loading={isLoading}
          disabled={problem !== null}
          data-testid="content-save"
        >
          {t('content.save')}
        </Button>
      </Group>
    </Stack>
  );
}
