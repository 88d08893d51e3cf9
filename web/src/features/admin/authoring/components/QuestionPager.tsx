import { Group, NumberInput, Pagination, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagerLabels } from '../../components/use-pager-labels';
import { pageWindow } from '../question-list';

type QuestionPagerProps = { page: number; pages: number; onChange: (page: number) => void };

/**
 * Admin spec §2: at most 5 page buttons, with previous and next; issue 35: first and last, and a page box that
 * jumps to any page (the last page of a 10,000-question set is one click away, or one number).
 */
export function QuestionPager({ page, pages, onChange }: QuestionPagerProps) {
  const { t } = useTranslation();
  const current = Math.min(page, pages);
  const labels = usePagerLabels();
  const [typed, setTyped] = useState<string | number>('');
  const jump = () => {
    const number = Number(typed);
    if (Number.isInteger(number) && number >= 1 && number <= pages) onChange(number);
    setTyped('');
  };
  return (
    <Group gap="md" wrap="wrap">
      <Pagination.Root total={pages} value={current} onChange={onChange} data-testid="question-pager">
        <Group gap={5} wrap="nowrap">
          <Pagination.First {...labels.getControlProps('first')} data-testid="question-pager-first" />
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
          <Pagination.Last {...labels.getControlProps('last')} data-testid="question-pager-last" />
        </Group>
      </Pagination.Root>
      <Group gap={6} wrap="nowrap">
        <NumberInput
          size="xs"
          w={90}
          min={1}
          max={pages}
          allowDecimal={false}
          allowNegative={false}
          value={typed}
          onChange={setTyped}
          onKeyDown={(event) => {
            if (event.key === 'Enter') jump();
          }}
          aria-label={t('authoringQuestions.manage.jumpToPage')}
          placeholder={t('authoringQuestions.manage.pagePlaceholder')}
          data-testid="question-pager-jump"
        />
        <Text size="xs" c="dimmed" data-testid="question-pager-total">
          {t('authoringQuestions.manage.pageOf', { page: current, pages })}
        </Text>
      </Group>
    </Group>
  );
}
