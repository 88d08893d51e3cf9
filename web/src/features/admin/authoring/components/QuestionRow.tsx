import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { AdminQuestion } from '@exam/domain/schemas';
import { ActionIcon, Badge, Button, Group, NumberInput, Table, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeOfTyped } from '../question-list';

type QuestionRowProps = {
  question: AdminQuestion;
  /** Questions in the set: the last place a move can name. */
  total: number;
  /** In number order (no search or filter) a drag, an arrow or a typed number moves the question. */
  reorderable: boolean;
  onMove: (question: AdminQuestion, place: number) => void;
  onEdit: (questionId: string) => void;
  onDelete: (question: AdminQuestion) => void;
};

/**
 * One question: a drag handle (in number order), its number, text and type, and its actions. Memoised with stable
 * handlers: a move or an edit redraws the rows whose question changed, not the page.
 */
export const QuestionRow = memo(function QuestionRow({
  question,
  total,
  reorderable,
  onMove,
  onEdit,
  onDelete,
}: QuestionRowProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | number>('');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: question.id,
    disabled: !reorderable,
  });
  const place = question.orderIndex;
  return (
    <Table.Tr
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      data-testid="question-row"
      data-question-id={question.id}
    >
      {reorderable && (
        <Table.Td>
          <ActionIcon
            variant="subtle"
            color="gray"
            style={{ cursor: 'grab' }}
            aria-label={t('authoringQuestions.manage.dragHandle')}
            data-testid="question-drag-handle"
            {...attributes}
            {...listeners}
          >
            ⠿
          </ActionIcon>
        </Table.Td>
      )}
      <Table.Td data-testid="question-row-number">{question.number}</Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2} data-testid="question-row-text">
          {question.text}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={question.questionType === 'single' ? 'blue' : 'grape'}>
          {t(`authoringQuestions.form.${question.questionType}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {reorderable && (
            <>
              <ActionIcon
                variant="subtle"
                disabled={place === 0}
                onClick={() => onMove(question, place - 1)}
                aria-label={t('authoringQuestions.manage.moveUp')}
                data-testid="question-move-up"
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={place >= total - 1}
                onClick={() => onMove(question, place + 1)}
                aria-label={t('authoringQuestions.manage.moveDown')}
                data-testid="question-move-down"
              >
                ↓
              </ActionIcon>
              <NumberInput
                size="xs"
                w={80}
                min={1}
                max={total}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                value={target}
                onChange={setTarget}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  const to = placeOfTyped(target, total, place);
                  if (to !== null) onMove(question, to);
                  setTarget('');
                }}
                placeholder={t('authoringQuestions.manage.moveToPlaceholder')}
                aria-label={t('authoringQuestions.manage.moveTo', { number: question.number })}
                data-testid="question-move-to"
              />
            </>
          )}
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onEdit(question.id)}
            data-testid="question-edit"
          >
            {t('authoringQuestions.manage.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => onDelete(question)}
            data-testid="question-delete"
          >
            {t('authoringQuestions.manage.delete')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
