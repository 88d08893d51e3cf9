import { Alert, Button, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BadQuizId() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="red" title={t('quiz.badId')} data-testid="quiz-bad-id" />
        <Button component={Link} to="/" variant="light" w="fit-content">
          {t('app.home')}
        </Button>
      </Stack>
    </Container>
  );
}
