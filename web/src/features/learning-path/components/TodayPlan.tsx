import '../../../shared/i18n/readiness';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetStudyPlanQuery } from '../../../entities/readiness';

/** Today's study plan on the home page, for a learner who has one; the learning path has the rest. */
export function TodayPlan() {
  const { t } = useTranslation();
  const plan = useGetStudyPlanQuery(undefined, { refetchOnMountOrArgChange: true });
  const today = plan.data?.today;
  if (!plan.data || !today) return null;
  return (
    <Paper withBorder p="md" data-testid="home-today-plan">
      <Stack gap={4}>
        <Text fw={700}>{t('studyPlan.title')}</Text>
        <Text>{t('studyPlan.today', today)}</Text>
        {today.practice > 0 && <Text size="sm">{t('studyPlan.practice', today)}</Text>}
        <Anchor component={Link} to="/learning-path" size="sm">
          {t('studyPlan.open')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
