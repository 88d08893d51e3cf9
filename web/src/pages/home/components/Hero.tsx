import { ImageSizes, imageSrcSetOf } from '@exam/domain/rules';
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeContent } from '../../../entities/home-content';
import { useStartToday } from '../../../features/learning-path';
import { HeroStats } from './HeroStats';

const GRADIENT = 'linear-gradient(135deg, var(--mantine-color-indigo-7), var(--mantine-color-cyan-6))';
/** Over a banner photo the white text needs a darker veil to stay readable. */
const VEIL = 'linear-gradient(135deg, rgba(20, 24, 60, 0.78), rgba(20, 60, 80, 0.55))';

/** The banner photo fills the hero under the veil; the layers are stacked like the server-drawn page's. */
const LAYER = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/**
 * The banner as an <img> (not a CSS background) so the phone gets a width that fits (issue 24): its srcset and
 * sizes are the ones the server-drawn page preloads (ops/src/standalone/home-shell.ts), so the browser picks the
 * same file once.
 */
function BannerPhoto({ src }: { src: string }) {
  return (
    <>
      <img
        src={src}
        srcSet={imageSrcSetOf(src)}
        sizes={ImageSizes.banner}
        alt=""
        fetchPriority="high"
        decoding="async"
        data-testid="hero-banner"
        style={{ ...LAYER, objectFit: 'cover' }}
      />
      <div aria-hidden style={{ ...LAYER, background: VEIL }} />
    </>
  );
}

/** Welcome title and description come from the admin-edited home content, over its banner image when one is set. */
export function Hero({ content }: { content: HomeContent | undefined }) {
  const { t } = useTranslation();
  const today = useStartToday();
  const title = content?.welcomeTitle || t('hero.defaultTitle');
  const description = content?.welcomeDescription || t('hero.defaultDescription');
  const banner = content?.bannerImage;
  return (
    <Box
      data-testid="hero"
      data-banner={banner || undefined}
      py={56}
      pos="relative"
      style={{ background: GRADIENT, overflow: 'hidden' }}
    >
      {banner ? <BannerPhoto src={banner} /> : null}
      <Container size="xl" pos="relative">
        <Stack gap="lg" c="white" maw={760}>
          {content?.subtitle ? (
            <Text fw={700} tt="uppercase" opacity={0.85} data-testid="hero-subtitle">
              {content.subtitle}
            </Text>
          ) : null}
          <Title order={1} fz={{ base: 28, sm: 40 }} data-testid="hero-title">
            {title}
          </Title>
          <Text size="lg" data-testid="hero-description">
            {description}
          </Text>
          <Group>
            <Button
              onClick={() => void today.start()}
              size="md"
              color="yellow"
              c="dark"
              data-testid="hero-start"
            >
              {t('hero.start')}
            </Button>
            <Button component={Link} to="/mock-exam" size="md" variant="white">
              {t('hero.mockExam')}
            </Button>
            {today.dueCount !== null && today.dueCount > 0 && (
              <Button
                component={Link}
                to="/learning-path"
                size="md"
                variant="light"
                data-testid="hero-today-review"
              >
                {t('hero.todayReview', { count: today.dueCount })}
              </Button>
            )}
          </Group>
          <HeroStats />
        </Stack>
      </Container>
    </Box>
  );
}
