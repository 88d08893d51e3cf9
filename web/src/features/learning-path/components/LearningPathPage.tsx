import '../../../i18n/learning-path';
import '@mantine/charts/styles.css';
import type { LearningPath } from '@exam/domain/schemas';
import { BarChart } from '@mantine/charts';
import { Alert, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listModeUrl, useGetLearningPathQuery } from '../api';

type DueCard = LearningPath['due'][number];

/** Due cards per set (sets in the order their oldest card fell due), each set's cards in question order. */
const bySet = (due: readonly DueCard[]) => {
  const groups = new Map<string, DueCard[]>();
  for (const card of due) groups.set(card.questionSetId, [...(groups.get(card.questionSetId) ?? []), card]);
  return [...groups.values()].map((cards) => cards.sort((a, b) => a.questionNumber - b.questionNumber));
};

/** /learning-path (issue 17): today's reviews per set, the counts, and what falls due over two weeks. */
export function LearningPathPage() {
  const { t } = useTranslation();
  const path = useGetLearningPathQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = path.data;
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('learningPath.title')}</Title>
        <Text c="dimmed">{t('learningPath.intro')}</Text>
        {path.isError && <Alert color="red">{t('learningPath.loadFailed')}</Alert>}
        {data && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {(['due', 'learning', 'review', 'new'] as const).map((key) => (
                <Paper key={key} withBorder p="md" data-testid={`path-count-${key}`}>
                  <Text size="sm" c="dimmed">
                    {t(`learningPath.counts.${key}`)}
                  </Text>
                  <Text fz={28} fw={700}>
                    {data.counts[key]}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <Stack gap="sm" data-testid="path-due">
              <Title order={2} size="h3">
                {t('learningPath.today', { count: data.counts.due })}
              </Title>
              {data.due.length === 0 ? (
                <Text data-testid="path-empty">{t('learningPath.nothingDue')}</Text>
              ) : (
                bySet(data.due).map((cards) => {
                  const [first] = cards;
                  if (!first) return null;
                  const open = cards.filter((card) => !card.locked);
                  return (
                    <Paper key={first.questionSetId} withBorder p="md" data-testid="path-set">
                      <Group justify="space-between">
                        <Stack gap={4}>
                          <Text fw={600}>{first.setTitle}</Text>
                          <Group gap={4}>
                            {cards.map((card) => (
                              <Badge
                                key={card.questionId}
                                variant="light"
                                color={card.locked ? 'gray' : 'indigo'}
                              >
                                {t('learningPath.questionNumber', { n: card.questionNumber })}
                                {card.locked ? ` ${t('learningPath.locked')}` : ''}
                              </Badge>
                            ))}
                          </Group>
                        </Stack>
                        {open.length > 0 ? (
                          <Button
                            component={Link}
                            to={listModeUrl(
                              first.questionSetId,
                              'review',
                              open.map((card) => card.questionId),
                            )}
                            data-testid="path-review"
                          >
                            {t('learningPath.review', { count: open.length })}
                          </Button>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t('learningPath.lockedHelp')}
                          </Text>
                        )}
                      </Group>
                    </Paper>
                  );
                })
              )}
            </Stack>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('learningPath.forecast')}
              </Title>
              <BarChart
                h={220}
                data={data.forecast.map((day) => ({ date: day.date.slice(5), due: day.due }))}
                dataKey="date"
                series={[{ name: 'due', label: t('learningPath.dueSeries'), color: 'indigo.6' }]}
                yAxisProps={{ allowDecimals: false }}
                data-testid="path-forecast"
              />
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
