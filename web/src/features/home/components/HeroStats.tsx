import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec §1: static headline figures. */
const STATS = [
  { value: '12,000+', labelKey: 'hero.statQuestions' },
  { value: '68%', labelKey: 'hero.statRetention' },
  { value: '-18%', labelKey: 'hero.statAnswerTime' },
] as const;

export function HeroStats() {
  const { t } = useTranslation();
  return (
    <Group gap="xl" mt="sm">
      {STATS.map((stat) => (
        <Stack key={stat.labelKey} gap={0}>
          <Text fz={28} fw={800}>
            {stat.value}
          </Text>
          <Text size="sm" opacity={0.85}>
            {t(stat.labelKey)}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
