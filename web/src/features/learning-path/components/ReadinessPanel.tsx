import '../../../shared/i18n/readiness';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SetReadiness, useGetReadinessQuery } from '../../../entities/readiness';

/** Per practised set: 「合格の見込み 72%（±9）」, the fields under the pass mark, and what to practise next. */
export function ReadinessPanel() {
  const { t } = useTranslation();
  const readiness = useGetReadinessQuery(undefined, { refetchOnMountOrArgChange: true });
  if (readiness.isError) return <Alert color="red">{t('readiness.loadFailed')}</Alert>;
  const sets = readiness.data?.sets;
  if (!sets) return null;
  return (
    <Stack gap="sm" data-testid="readiness">
      <Title order={2} size="h3">
        {t('readiness.title')}
      </Title>
      {sets.length === 0 && <Text c="dimmed">{t('readiness.none')}</Text>}
      {sets.map((set) => (
        <SetReadiness key={set.questionSetId} set={set} />
      ))}
    </Stack>
  );
}
