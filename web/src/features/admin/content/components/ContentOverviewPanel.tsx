import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionSetListing } from '../../../../entities/catalogue';
import type { HomeContent } from '../../../../entities/home-content';
import { currentLanguage } from '../../../../shared/i18n';
import { formatDateTime } from '../../../../shared/i18n/format';
import { contentOverview } from '../content-overview';

/** Four figures computed from the catalogue and the stored featured categories. */
export function ContentOverviewPanel({
  sets,
  content,
}: {
  sets: QuestionSetListing[];
  content: HomeContent;
}) {
  const { t } = useTranslation();
  const figures = contentOverview(sets, content.featuredCategories);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {(Object.keys(figures) as Array<keyof typeof figures>).map((key) => (
          <Paper key={key} withBorder p="md" data-testid={`overview-${key}`}>
            <Text size="sm" c="dimmed">
              {t(`content.overview.${key}`)}
            </Text>
            <Title order={2}>{figures[key]}</Title>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="overview-last-saved">
        {content._savedByAdmin
          ? t('content.overview.lastSaved', { at: formatDateTime(content._lastUpdated, currentLanguage()) })
          : t('content.overview.neverSaved')}
      </Text>
    </Stack>
  );
}
