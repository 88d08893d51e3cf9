import '../../../shared/i18n/readiness';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetReadinessQuery,
  useGetStudyPlanQuery,
  useSetStudyPlanMutation,
} from '../../../entities/readiness';
import { useLearnerTimeZone } from '../../../entities/session';
import { errorMessage } from '../../../shared/api/api-error';
import { currentLanguage } from '../../../shared/i18n';
import { formatDate } from '../../../shared/i18n/format';

/** Today's plan to the exam date, and the form that sets the exam date (in the learner's own time zone). */
export function StudyPlanPanel() {
  const { t } = useTranslation();
  const plan = useGetStudyPlanQuery(undefined, { refetchOnMountOrArgChange: true });
  const readiness = useGetReadinessQuery(undefined);
  const [save, saving] = useSetStudyPlanMutation();
  // The profile's saved zone, else this browser's: the plan's days are the learner's days.
  const timeZone = useLearnerTimeZone();
  const sets = readiness.data?.sets ?? [];
  const [setId, setSetId] = useState('');
  const [examDate, setExamDate] = useState('');
  const current = plan.data;
  const chosen = setId || current?.questionSetId || sets[0]?.questionSetId || '';
  const date = examDate || current?.examDate || '';
  const submit = () => void save({ questionSetId: chosen, examDate: date, timeZone });
  return (
    <Paper withBorder p="md" data-testid="study-plan">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('studyPlan.title')}
        </Title>
        {current?.today && (
          <Text fz="lg" fw={600} data-testid="study-plan-today">
            {t('studyPlan.today', current.today)}
          </Text>
        )}
        {Boolean(current?.today?.practice) && (
          <Text data-testid="study-plan-practice">{t('studyPlan.practice', current?.today ?? {})}</Text>
        )}
        {current?.today?.mockExam && <Text>{t('studyPlan.mockExamDay')}</Text>}
        {current?.today?.reviewOnly && !current.today.mockExam && <Text>{t('studyPlan.reviewDay')}</Text>}
        {current && (
          <Text size="sm" c="dimmed">
            {t('studyPlan.examIn', {
              setTitle: current.setTitle ?? '',
              examDate: formatDate(current.examDate, currentLanguage(), 'UTC'),
              days: current.daysLeft,
              unseen: current.unseen,
              total: current.total,
            })}
          </Text>
        )}
        {current?.readiness && (
          <Text size="sm" c={current.readiness.onTrack ? 'teal' : 'orange'}>
            {t(current.readiness.onTrack ? 'studyPlan.onTrack' : 'studyPlan.offTrack', {
              target: Math.round(current.readiness.target * 100),
            })}
          </Text>
        )}
        {current?.warnings.map((warning) => (
          <Alert key={warning.code} color="orange" data-testid="study-plan-warning">
            {warning.message}
          </Alert>
        ))}
        {!current && <Text c="dimmed">{t('studyPlan.none')}</Text>}
        {sets.length > 0 && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('studyPlan.set')}
              value={chosen}
              onChange={(event) => setSetId(event.currentTarget.value)}
              data={sets.map((set) => ({ value: set.questionSetId, label: set.setTitle }))}
              data-testid="study-plan-set"
            />
            <TextInput
              type="date"
              label={t('studyPlan.examDate')}
              value={date}
              onChange={(event) => setExamDate(event.currentTarget.value)}
              data-testid="study-plan-date"
            />
            <Button
              onClick={submit}
              loading={saving.isLoading}
              disabled={!chosen || !date}
              data-testid="study-plan-save"
            >
              {t('studyPlan.save')}
            </Button>
          </Group>
        )}
        {saving.isError && <Alert color="red">{errorMessage(saving.error)}</Alert>}
      </Stack>
    </Paper>
  );
}
