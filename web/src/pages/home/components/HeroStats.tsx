import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetQuestionSetsQuery } from '../../../entities/catalogue';
import { currentLanguage } from '../../../shared/i18n';
import { formatNumber } from '../../../shared/i18n/format';

/**
 * Headline figures computed from the catalogue itself (issue 22: the spec's static 12,000+ 問題, 68% 7日継続率 and
 * -18% 回答時間 claimed far more than a catalogue of some hundred questions holds). Nothing until the list is in.
 */
export function HeroStats() {
  const { t } = useTranslation();
  const { data: sets } = useGetQuestionSetsQuery();
  if (!sets || sets.length === 0) return null;
  const questions = sets.reduce((sum, set) => sum + (set.questionCount ?? 0), 0);
  const categories = new Set(sets.map((set) => set.category).filter(Boolean)).size;
  const count = (value: number) => formatNumber(value, currentLanguage());
  const stats = [
    {
      value: count(questions),
      label: t('hero.statQuestions'),
      testId: 'hero-stat-questions',
    },
    { value: count(sets.length), label: t('hero.statSets'), testId: 'hero-stat-sets' },
    {
      value: count(categories),
      label: t('hero.statCategories'),
      testId: 'hero-stat-categories',
    },
  ];
  return (
    <Group gap="xl" mt="sm" data-testid="hero-stats">
      {stats.map((stat) => (
        <Stack key={stat.testId} gap={0}>
          <Text fz={28} fw={800} data-testid={stat.testId}>
            {stat.value}
          </Text>
          <Text size="sm" opacity={0.85}>
            {stat.label}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
