import {
  Alert,
  Button,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  forgetListSession,
  useGetWrongAnswerCountsQuery,
  useGetWrongAnswerPageQuery,
} from '../../../entities/progress';
import { toast } from '../../../shared/ui/toast';
import {
  type BookFilter,
  groupWrongAnswers,
  pageCountOf,
  pageRange,
  setChoices,
  setTotalOf,
  WRONG_ANSWER_PAGE_SIZE,
  wrongAnswerPracticeUrl,
} from '../wrong-answer-groups';
import { WrongAnswerItem } from './WrongAnswerItem';

const ALL_SETS = '';

/**
 * Spec §2 profile wrong-answers tab: review, delete, memo, and practise a set's wrong answers. Issue 40: the open
 * entries by default, so the book empties as the learner answers right; the 解決済み filter shows the rest. Both
 * counts follow every answer at once (the learner's answers invalidate the book's tag on every open screen).
 * Issue 35: the tab reads one page of 20 (optionally of one set), never the whole book.
 */
export function WrongAnswersTab() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<BookFilter>('unresolved');
  const [setId, setSetId] = useState(ALL_SETS);
  const counts = useGetWrongAnswerCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const choices = setChoices(counts.data, filter);
  // A set the filter no longer has entries in (all resolved, or deleted) falls back to every set.
  const shownSet = choices.some((choice) => choice.value === setId) ? setId : ALL_SETS;
  return (
    <Stack gap="md">
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as BookFilter)}
        data-testid="wrong-answer-filter"
        w="fit-content"
        data={[
          {
            value: 'unresolved',
            label: t('profile.wrong.filterOpen', { count: counts.data?.unresolved ?? 0 }),
          },
          {
            value: 'resolved',
            label: t('profile.wrong.filterResolved', { count: counts.data?.resolved ?? 0 }),
          },
        ]}
      />
      {choices.length > 1 && (
        <Select
          label={t('profile.wrong.setFilter')}
          value={shownSet}
          onChange={(value) => setSetId(value ?? ALL_SETS)}
          allowDeselect={false}
          maw={420}
          data-testid="wrong-answer-set"
          data={[
            {
              value: ALL_SETS,
              label: t('profile.wrong.allSets', { count: counts.data?.[filter] ?? 0 }),
            },
            ...choices.map((choice) => ({
              value: choice.value,
              label: t('profile.wrong.setOption', { title: choice.title, count: choice.count }),
            })),
          ]}
        />
      )}
      <WrongAnswerList key={`${filter}:${shownSet}`} filter={filter} questionSetId={shownSet} />
    </Stack>
  );
}

function WrongAnswerList({ filter, questionSetId }: { filter: BookFilter; questionSetId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const counts = useGetWrongAnswerCountsQuery();
  const { data, isLoading, isFetching, isError, refetch } = useGetWrongAnswerPageQuery(
    {
      status: filter,
      ...(questionSetId ? { questionSetId } : {}),
      page,
      pageSize: WRONG_ANSWER_PAGE_SIZE,
    },
    { refetchOnMountOrArgChange: true },
  );
  const total = data?.total ?? 0;
  const pages = pageCountOf(total);

  useEffect(() => {
    if (isError) toast.error(t('profile.wrong.fetchFailed'), { id: 'profile-wrong-failed' });
  }, [isError, t]);
  // The last entries of the last page deleted or resolved: step back to the page that is now the last.
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages]);

  const turnTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({
      block: 'start',
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  };

  if (isLoading) return <Loader size="sm" />;
  if (isError && !data) {
    return (
      <Alert color="red" title={t('profile.wrong.fetchFailed')}>
        <Button size="xs" mt="sm" onClick={() => void refetch()}>
          {t('profile.wrong.retry')}
        </Button>
      </Alert>
    );
  }
  const groups = groupWrongAnswers(data?.list ?? []);
  // A page past the end (its last entries just left): the effect above steps back, show no empty book meanwhile.
  if (groups.length === 0 && total > 0) return <Loader size="sm" />;
  if (groups.length === 0)
    return (
      <Text c="dimmed" data-testid="wrong-answer-empty">
        {t(filter === 'resolved' ? 'profile.wrong.emptyResolved' : 'profile.wrong.empty')}
      </Text>
    );

  return (
    <Stack gap="xl" ref={top} style={{ scrollMarginTop: 80 }} aria-busy={isFetching}>
      <Text size="sm" c="dimmed" data-testid="wrong-answer-range">
        {t('profile.wrong.range', pageRange(page, total))}
      </Text>
      {groups.map((group) => {
        const setTotal = setTotalOf(counts.data, group.questionSetId, filter) ?? group.items.length;
        return (
          <Stack
            key={group.questionSetId}
            gap="sm"
            data-testid="wrong-answer-group"
            data-set-id={group.questionSetId}
          >
            <Group justify="space-between">
              <Title order={4}>{group.title}</Title>
              {filter === 'unresolved' && (
                <Button
                  size="xs"
                  component={Link}
                  to={wrongAnswerPracticeUrl(group, setTotal)}
                  onClick={() => forgetListSession(sessionStorage, group.questionSetId, 'wrong-answers')}
                  data-testid="wrong-answer-practise"
                >
                  {t('profile.wrong.practise', { count: setTotal })}
                </Button>
              )}
            </Group>
            {group.items.map((item) => (
              <WrongAnswerItem key={item.id} item={item} />
            ))}
          </Stack>
        );
      })}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={turnTo}
          size="sm"
          gap={6}
          siblings={0}
          boundaries={1}
          withEdges
          getControlProps={(control) => ({ 'aria-label': t(`admin.pager.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('admin.pager.page', { page: number }) })}
          data-testid="wrong-answer-pager"
        />
      )}
    </Stack>
  );
}
