import { Alert, Badge, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetQuestionSetQuery } from '../../catalogue/api';

/** The set about to be practised: title and number of questions. */
export function QuizSetSummary({ questionSetId }: { questionSetId: string }) {
  const { t } = useTranslation();
  const { data: set, isLoading, isError, error, refetch } = useGetQuestionSetQuery(questionSetId);

  if (isLoading) {
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" />
        <Text>{t('app.loading')}</Text>
      </Group>
    );
  }
  if (isError || !set) {
    const notFound = typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
    return (
      <Container size="sm" py="xl">
        <Alert
          color="red"
          title={notFound ? t('quiz.notFound') : t('quiz.loadFailed')}
          data-testid="quiz-error"
        >
          <Group mt="sm">
            {!notFound && (
              <Button size="xs" onClick={() => void refetch()}>
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

  const count = set.questions?.length || set.questionCount || 0;
  return (
    <Container size="md" py="xl">
      <Paper withBorder p="xl" shadow="xs" data-testid="quiz-summary" data-set-id={set.id}>
        <Stack gap="sm">
          <Group gap="xs">{set.category && <Badge variant="light">{set.category}</Badge>}</Group>
          <Title order={1} data-testid="quiz-title">
            {set.title}
          </Title>
          <Text data-testid="quiz-question-count">{t('quiz.questionCount', { count })}</Text>
          <Text c="dimmed">{t('quiz.comingNext')}</Text>
          <Group>
            <Button component={Link} to="/question-sets" variant="light">
              {t('quiz.backToList')}
            </Button>
            <Button component={Link} to="/" variant="default">
              {t('app.home')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
