import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeContent } from '../types';
import { HeroStats } from './HeroStats';

/** Welcome title and description come from the admin-edited home content. */
export function Hero({ content }: { content: HomeContent | undefined }) {
  const { t } = useTranslation();
  const title = content?.welcomeTitle || t('hero.defaultTitle');
  const description = content?.welcomeDescription || t('hero.defaultDescription');
  return (
    <Box
      data-testid="hero"
      py={56}
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-indigo-7), var(--mantine-color-cyan-6))',
      }}
    >
      <Container size="xl">
        <Stack gap="lg" c="white" maw={760}>
          <Title order={1} fz={{ base: 28, sm: 40 }} data-testid="hero-title">
            {title}
          </Title>
          <Text size="lg" data-testid="hero-description">
            {description}
          </Text>
          <Group>
            <Button component={Link} to="/question-sets" size="md" color="yellow" c="dark">
              {t('hero.start')}
            </Button>
            <Button component={Link} to="/profile" size="md" variant="white">
              {t('hero.mockExam')}
            </Button>
          </Group>
          <HeroStats />
        </Stack>
      </Container>
    </Box>
  );
}
