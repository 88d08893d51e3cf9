import type { SetStatistics } from '@exam/domain/schemas';
import { BarChart } from '@mantine/charts';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardTable } from '../../../../shared/ui/CardTable';

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

/** The question-health list: worst first, with each question's facility charted in set order. */
export function ItemHealthList({ statistics }: { statistics: SetStatistics }) {
  const { t } = useTranslation();
  const inOrder = [...statistics.questions].sort((a, b) => a.orderIndex - b.orderIndex);
  // An unanswered question has no bar and says so under its number; a 0% one carries a "0%" label, so the two
  // no longer look alike.
  const chart = inOrder.map((item) => ({
    question:
      item.facility === null
        ? `${t('stats.questionNumber', { n: item.orderIndex + 1 })} ${t('stats.unanswered')}`
        : t('stats.questionNumber', { n: item.orderIndex + 1 }),
    facility: item.facility === null ? null : Math.round(item.facility * 100),
  }));
  return (
    <Stack>
      <Text size="sm">{t('stats.learners', { count: statistics.learners })}</Text>
      <BarChart
        h={220}
        data={chart}
        dataKey="question"
        series={[{ name: 'facility', label: t('stats.facility'), color: 'indigo.6' }]}
        yAxisProps={{ domain: [0, 100] }}
        withBarValueLabel
        maxBarWidth={56}
        unit="%"
        data-testid="facility-chart"
      />
      <Table.ScrollContainer minWidth={900}>
        <CardTable striped data-testid="item-health">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stats.columns.question')}</Table.Th>
              <Table.Th>{t('stats.columns.attempts')}</Table.Th>
              <Table.Th>{t('stats.columns.facility')}</Table.Th>
              <Table.Th>{t('stats.columns.discrimination')}</Table.Th>
              <Table.Th>{t('stats.columns.options')}</Table.Th>
              <Table.Th>{t('stats.columns.time')}</Table.Th>
              <Table.Th>{t('stats.columns.flags')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statistics.questions.map((item) => (
              <Table.Tr key={item.questionId} data-testid="item-row" data-question={item.questionId}>
                <Table.Td maw={320}>
                  <Text size="sm" lineClamp={2}>
                    {t('stats.questionNumber', { n: item.orderIndex + 1 })} {item.text}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {item.attempts} ({item.firstAttempts})
                </Table.Td>
                <Table.Td>{percent(item.facility)}</Table.Td>
                <Table.Td>{item.discrimination === null ? '—' : item.discrimination.toFixed(2)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {item.options.map((option) => (
                      <Badge
                        key={option.optionId}
                        variant={option.isCorrect ? 'outline' : 'light'}
                        color={option.isCorrect ? 'teal.9' : 'gray'}
                        title={option.isCorrect ? t('stats.correctOption') : undefined}
                      >
                        {option.label} {option.count}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {item.averageTimeMs === null
                    ? '—'
                    : t('stats.seconds', { s: Math.round(item.averageTimeMs / 1000) })}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {item.flags.map((flag) => (
                      <Badge
                        key={flag}
                        variant="light"
                        color={flag === 'negativeDiscrimination' ? 'red' : 'orange'}
                      >
                        {t(`stats.flags.${flag}`)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </CardTable>
      </Table.ScrollContainer>
    </Stack>
  );
}
