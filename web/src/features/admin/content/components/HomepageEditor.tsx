import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeContent } from '../../../../entities/home-content';
import { toast } from '../../../../shared/ui/toast';
import { useSaveHomeContentMutation } from '../content-api';
import { bodyOf, type ContentDraft, draftOf, draftProblem, TEXT_LIMITS } from '../content-draft';
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
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack>
          {SINGLE_LINE.map((field) => (
            <TextInput
              key={field}
              label={t(`content.fields.${field}`)}
              value={draft[field]}
              maxLength={TEXT_LIMITS[field]}
              onChange={(event) => change(field, event.currentTarget.value)}
              data-testid={`content-${field}`}
            />
          ))}
          <Textarea
            label={t('content.fields.welcomeDescription')}
            value={draft.welcomeDescription}
            autosize
            minRows={3}
            onChange={(event) => change('welcomeDescription', event.currentTarget.value)}
            data-testid="content-welcomeDescription"
          />
          <Textarea
            label={t('content.fields.footerText')}
            description={t('content.htmlAllowed')}
            value={draft.footerText}
            autosize
            minRows={2}
            onChange={(event) => change('footerText', event.currentTarget.value)}
            data-testid="content-footerText"
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
          <ThemePreview draft={draft} />
        </Stack>
      </SimpleGrid>
      <AnnouncementsEditor value={draft.announcements} onChange={(list) => change('announcements', list)} />
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
