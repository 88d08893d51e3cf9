import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §2: the empty state, with a home button. */
export function QuizEmpty() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" data-testid="quiz-empty">
        <Title order={2}>{t('quiz.empty')}</Title>
        <Text c="dimmed">{t('quiz.emptyText')}</Text>
        <Button component={Link} to="/" variant="light">
          {t('app.home')}
        </Button>
      </Stack>
    </Container>
  );
}
