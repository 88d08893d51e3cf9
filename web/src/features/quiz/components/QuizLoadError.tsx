import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §2: the load error screen with a retry button; an unknown id says so. */
export function QuizLoadError({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={t('quiz.loadFailedTitle')} data-testid="quiz-error">
        <Text size="sm">{notFound ? t('quiz.notFound') : t('quiz.loadFailed')}</Text>
        <Group mt="sm">
          {!notFound && (
            <Button size="xs" onClick={onRetry} data-testid="quiz-retry">
              {t('quiz.retry')}
            </Button>
          )}
          <Button size="xs" variant="default" component={Link} to="/">
            {t('app.home')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
