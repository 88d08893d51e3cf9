import { Group, Pagination } from '@mantine/core';
import { usePagerLabels } from '../../components/use-pager-labels';
import { pageWindow } from '../question-list';

type QuestionPagerProps = { page: number; pages: number; onChange: (page: number) => void };

/**
 * Admin spec §2: the question manager's pager shows at most 5 page buttons (Mantine's own range shows up to 7
 * when there are few pages), with previous and next to reach the rest.
 */
export function QuestionPager({ page, pages, onChange }: QuestionPagerProps) {
  const current = Math.min(page, pages);
  const labels = usePagerLabels();
  return (
    <Pagination.Root total={pages} value={current} onChange={onChange} data-testid="question-pager">
      <Group gap={5} wrap="nowrap">
        <Pagination.Previous {...labels.getControlProps('previous')} />
        {pageWindow(current, pages).map((number) => (
          <Pagination.Control
            key={number}
            active={number === current}
            onClick={() => onChange(number)}
            aria-current={number === current ? 'page' : undefined}
            {...labels.getItemProps(number)}
            data-testid="question-pager-page"
          >
            {number}
          </Pagination.Control>
        ))}
        <Pagination.Next {...labels.getControlProps('next')} />
      </Group>
    </Pagination.Root>
  );
}
