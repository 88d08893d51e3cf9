import {
  Box,
  Group,
  NumberInput,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { memo, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WINDOW_SIZE } from '../question-source';
import type { SheetItemState } from '../quiz-summary';
import { LockIcon } from './LockIcon';

const stateStyle: Record<SheetItemState, { background: string; color: string; border: string }> = {
  unanswered: {
    background: 'white',
    color: 'var(--mantine-color-gray-7)',
    border: 'var(--mantine-color-gray-4)',
  },
  current: {
    background: 'var(--mantine-color-blue-8)',
    color: 'white',
    border: 'var(--mantine-color-blue-8)',
  },
  'answered-correct': {
    background: 'var(--mantine-color-teal-1)',
    color: 'var(--mantine-color-teal-light-color)',
    border: 'var(--mantine-color-teal-5)',
  },
  'answered-wrong': {
    background: 'var(--mantine-color-red-1)',
    color: 'var(--mantine-color-red-light-color)',
    border: 'var(--mantine-color-red-5)',
  },
  locked: {
    background: 'var(--mantine-color-gray-1)',
    color: 'var(--mantine-color-gray-7)',
    border: 'var(--mantine-color-gray-3)',
  },
};

const legend: Array<{ state: SheetItemState; key: string }> = [
  { state: 'unanswered', key: 'quiz.legend.unanswered' },
  { state: 'current', key: 'quiz.legend.current' },
  { state: 'answered-correct', key: 'quiz.legend.correct' },
  { state: 'answered-wrong', key: 'quiz.legend.incorrect' },
  { state: 'locked', key: 'quiz.legend.locked' },
];

type AnswerSheetProps = {
  total: number;
  /** The first place of the page shown (a multiple of SHEET_PAGE_SIZE). */
  pageFrom: number;
  onPageChange: (pageFrom: number) => void;
  /** The cell of one place; called for the page's places only. */
  stateAt: (index: number) => SheetItemState;
  /** Answered (the current question too, which is drawn as current). */
  answeredAt: (index: number) => boolean;
  onJump: (index: number) => void;
};

/** Issue 35: the sheet shows a page of numbers at a time (a 10,000-question set draws 100 buttons, not 10,000). */
export const SHEET_PAGE_SIZE = WINDOW_SIZE;

type SheetItemProps = {
  state: SheetItemState;
  answered: boolean;
  number: number;
  index: number;
  onJump: (index: number) => void;
};

/** One number of the sheet; redrawn only when its own state changes (an action changes one or two of them). */
const SheetItem = memo(function SheetItem({ state, answered, number, index, onJump }: SheetItemProps) {
  const { t } = useTranslation();
  const style = stateStyle[state];
  return (
    <Tooltip label={state === 'locked' ? t('quiz.lockedTooltip') : t('quiz.jumpTooltip', { number })}>
      <UnstyledButton
        onClick={() => onJump(index)}
        data-testid="answer-sheet-item"
        data-state={state}
        data-answered={answered}
        data-index={index}
        aria-label={t('quiz.jumpTooltip', { number })}
        style={{
          background: style.background,
          color: style.color,
          border: `1px solid ${style.border}`,
          borderRadius: 'var(--mantine-radius-sm)',
          textAlign: 'center',
          padding: '4px 0',
          fontSize: 'var(--mantine-font-size-sm)',
        }}
      >
        {state === 'locked' ? (
          <Group gap={2} justify="center" wrap="nowrap">
            <LockIcon size={11} />
            {number}
          </Group>
        ) : (
          number
        )}
      </UnstyledButton>
    </Tooltip>
  );
});

/**
 * Spec §2: the answer sheet, a grid of question numbers with a legend; locked items carry a lock. Issue 35: a page
 * of SHEET_PAGE_SIZE numbers (the page follows the current question; the quiz reads that page's window), a pager
 * with first and last, and a box that jumps to any number. Only the page's cells are drawn or compared, and the
 * sheet is not redrawn at all when its props hold (choosing an option changes none of them).
 */
export const AnswerSheet = memo(function AnswerSheet(props: AnswerSheetProps) {
  const { total, pageFrom, onPageChange, stateAt, answeredAt, onJump } = props;
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / SHEET_PAGE_SIZE));
  const page = Math.min(Math.floor(pageFrom / SHEET_PAGE_SIZE) + 1, pages);
  const setPage = (number: number) => onPageChange((number - 1) * SHEET_PAGE_SIZE);
  // The items keep one handler: the latest onJump is called through it.
  const latestJump = useRef(onJump);
  latestJump.current = onJump;
  const jump = useCallback((index: number) => latestJump.current(index), []);
  const [typed, setTyped] = useState<string | number>('');
  const from = (page - 1) * SHEET_PAGE_SIZE;
  const shown = Array.from({ length: Math.max(0, Math.min(SHEET_PAGE_SIZE, total - from)) }, (_, offset) => {
    const index = from + offset;
    return { index, state: stateAt(index), answered: answeredAt(index) };
  });
  return (
    <Paper withBorder p="md" data-testid="answer-sheet">
      <Stack gap="sm">
        <Text fw={700}>{t('quiz.answerSheet')}</Text>
        <SimpleGrid cols={5} spacing={6}>
          {shown.map(({ index, state, answered }) => (
            <SheetItem
              key={index}
              state={state}
              answered={answered}
              number={index + 1}
              index={index}
              onJump={jump}
            />
          ))}
        </SimpleGrid>
        {pages > 1 && (
          <Stack gap={6}>
            <Pagination
              size="sm"
              total={pages}
              value={page}
              onChange={setPage}
              withEdges
              siblings={0}
              boundaries={1}
              getItemProps={(number) => ({
                'aria-label': t('quiz.sheetPage', {
                  from: (number - 1) * SHEET_PAGE_SIZE + 1,
                  to: Math.min(number * SHEET_PAGE_SIZE, total),
                }),
              })}
              data-testid="answer-sheet-pager"
            />
            <NumberInput
              size="xs"
              min={1}
              max={total}
              allowDecimal={false}
              allowNegative={false}
              value={typed}
              onChange={setTyped}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                const number = Number(typed);
                if (Number.isInteger(number) && number >= 1 && number <= total) jump(number - 1);
                setTyped('');
              }}
              placeholder={t('quiz.jumpToNumber')}
              aria-label={t('quiz.jumpToNumber')}
              data-testid="answer-sheet-jump"
            />
          </Stack>
        )}
        <Group gap="sm" data-testid="answer-sheet-legend">
          {legend.map(({ state, key }) => (
            <Group key={state} gap={4}>
              <Box
                w={12}
                h={12}
                style={{
                  background: stateStyle[state].background,
                  border: `1px solid ${stateStyle[state].border}`,
                  borderRadius: 2,
                }}
              />
              <Text size="xs">{t(key)}</Text>
            </Group>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
});
