import type { Language } from '@exam/domain/i18n/lang';
import { imageVariantsOf } from '@exam/domain/rules';
import { Box, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../../shared/ui/SafeHtml';
import { type ContentDraft, previewTextsOf } from '../content-draft';

const SCHEMES = {
  light: { background: '#ffffff', text: '#1a1b1e', muted: '#868e96' },
  dark: { background: '#1a1b1e', text: '#c1c2c5', muted: '#909296' },
} as const;

/** The preview is a small box: an uploaded banner's 960 px WebP is enough (issue 24), else the address as given. */
const previewImage = (banner: string) =>
  imageVariantsOf(banner).find((variant) => variant.width === 960)?.url ?? banner;

/**
 * What the home page will look like with the draft's texts in `language` (the one being edited), its banner and
 * theme ("auto" shows the visitor's setting).
 */
export function ThemePreview({ draft, language }: { draft: ContentDraft; language: Language }) {
  const { t } = useTranslation();
  const texts = previewTextsOf(draft, language);
  const prefersDark = globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  const scheme = SCHEMES[draft.theme === 'auto' ? (prefersDark ? 'dark' : 'light') : draft.theme];
  return (
    <Paper
      withBorder
      radius="md"
      style={{ overflow: 'hidden', background: scheme.background }}
      data-testid="theme-preview"
      data-scheme={draft.theme}
      data-language={language}
    >
      <Box
        p="md"
        c="white"
        style={{
          background: draft.bannerImage
            ? `linear-gradient(135deg, rgba(20,24,60,.78), rgba(20,60,80,.55)), center / cover url("${encodeURI(previewImage(draft.bannerImage))}")`
            : 'linear-gradient(135deg, var(--mantine-color-indigo-7), var(--mantine-color-cyan-6))',
        }}
      >
        <Text size="xs" fw={700}>
          {texts.subtitle}
        </Text>
        <Title order={4} data-testid="preview-welcome-title">
          {texts.welcomeTitle || t('hero.defaultTitle')}
        </Title>
        <Text size="xs" lineClamp={2}>
          {texts.welcomeDescription}
        </Text>
      </Box>
      <Box p="sm">
        <Text size="sm" fw={600} style={{ color: scheme.text }}>
          {texts.title}
        </Text>
        <SafeHtml
          html={texts.footerText}
          fz="xs"
          style={{ color: scheme.muted }}
          data-testid="preview-footer"
        />
        <Text size="xs" style={{ color: scheme.muted }}>
          {t('content.previewCaption', { theme: t(`content.themes.${draft.theme}`) })}
        </Text>
      </Box>
    </Paper>
  );
}
