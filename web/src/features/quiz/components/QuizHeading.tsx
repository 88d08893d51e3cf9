import '../../../shared/i18n/offline';
import { Badge, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PracticeMode } from '../../../entities/progress';
import { SetPageReadiness } from '../../../entities/readiness';

type QuizHeadingProps = {
  set: { id: string; title: string; category: string };
  mode: PracticeMode;
  offline: boolean;
  signedIn: boolean;
};

/**
 * The set's title with its category, the run's list mode, オフライン for a run from the bundle, and for a signed-in
 * learner online the set's pass estimate (issue 41).
 */
export function QuizHeading({ set, mode, offline, signedIn }: QuizHeadingProps) {
  const { t } = useTranslation();
  const { title, category } = set;
  return (
    <Stack gap={4}>
      <Title order={2} data-testid="quiz-title">
        {title}
      </Title>
      <Group gap="xs">
        {category && <Badge variant="light">{category}</Badge>}
        {mode === 'wrong-answers' && (
          <Badge color="red" variant="light" data-testid="quiz-wrong-answer-mode">
            {t('quiz.wrongAnswerMode')}
          </Badge>
        )}
        {(mode === 'review' || mode === 'unseen') && (
          <Badge color="indigo" variant="light" data-testid="quiz-list-mode">
            {t(`quiz.${mode}Mode`)}
          </Badge>
        )}
        {offline && (
          <Badge color="gray" variant="light" data-testid="quiz-offline-mode">
            {t('offline.offlineMode')}
          </Badge>
        )}
      </Group>
      {signedIn && !offline && <SetPageReadiness questionSetId={set.id} />}
    </Stack>
  );
}
