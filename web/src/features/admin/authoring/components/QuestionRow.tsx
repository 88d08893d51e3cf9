import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { AdminQuestion } from '@exam/domain/schemas';
import { ActionIcon, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type QuestionRowProps = {
  question: AdminQuestion;
  reorderable: boolean;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One question: a drag handle (in number order), its number, text and type, and its actions. */
export function QuestionRow({
  question,
  reorderable,
  onMoveUp,
  onMoveDown,
  onEdit,
  onDelete,
}: QuestionRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: question.id,
    disabled: !reorderable,
  });
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
      <Table.Td>{question.number}</Table.Td>
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
                disabled={!onMoveUp}
                onClick={onMoveUp}
                aria-label={t('authoringQuestions.manage.moveUp')}
                data-testid="question-move-up"
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={!onMoveDown}
                onClick={onMoveDown}
                aria-label={t('authoringQuestions.manage.moveDown')}
                data-testid="question-move-down"
              >
                ↓
              </ActionIcon>
            </>
          )}
          <Button size="compact-sm" variant="light" onClick={onEdit} data-testid="question-edit">
            {t('authoringQuestions.manage.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={onDelete}
            data-testid="question-delete"
          >
            {t('authoringQuestions.manage.delete')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
