import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetQuestionSetsQuery } from '../../../../entities/catalogue';
import { LoadState } from '../../components/LoadState';
import { useGetStoredHomeContentQuery } from '../content-api';
import { CategoryManager } from './CategoryManager';
import { ContentOverviewPanel } from './ContentOverviewPanel';
import { FeaturedSetsPanel } from './FeaturedSetsPanel';
import { HomepageEditor } from './HomepageEditor';

const SUB_TABS = ['overview', 'homepage', 'categories', 'featured'] as const;
type SubTab = (typeof SUB_TABS)[number];

/** Admin spec §2 "Content management tab": overview, homepage, categories and featured sets. */
export function ContentManagementTab() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SubTab>('overview');
  const content = useGetStoredHomeContentQuery();
  const sets = useGetQuestionSetsQuery();

  if (!content.data || !sets.data) {
    return (
      <LoadState
        loading={content.isLoading || sets.isLoading}
        failed={content.isError || sets.isError}
        message={t('content.loadFailed')}
        retryLabel={t('content.retry')}
        onRetry={() => {
          void content.refetch();
          void sets.refetch();
        }}
        testId="content-load-failed"
      />
    );
  }
  return (
    <Tabs value={tab} onChange={(value) => setTab((value as SubTab) ?? 'overview')} variant="pills">
      <Tabs.List mb="md">
        {SUB_TABS.map((value) => (
          <Tabs.Tab key={value} value={value} data-testid={`content-tab-${value}`}>
            {t(`content.tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="overview">
        <ContentOverviewPanel sets={sets.data} content={content.data} />
      </Tabs.Panel>
      <Tabs.Panel value="homepage">
        <HomepageEditor key={content.data._lastUpdated} content={content.data} />
      </Tabs.Panel>
      <Tabs.Panel value="categories">
        <CategoryManager categories={content.data.featuredCategories} sets={sets.data} />
      </Tabs.Panel>
      <Tabs.Panel value="featured">
        <FeaturedSetsPanel sets={sets.data} categories={content.data.featuredCategories} />
      </Tabs.Panel>
    </Tabs>
  );
}
