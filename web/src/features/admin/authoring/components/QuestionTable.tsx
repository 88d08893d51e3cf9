import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { AdminQuestion } from '@exam/domain/schemas';
import { Table } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTable } from '../../../../shared/ui/CardTable';
import { toast } from '../../../../shared/ui/toast';
import { useMoveQuestionMutation } from '../questions-api';
import { QuestionRow } from './QuestionRow';

type QuestionTableProps = {
  questionSetId: string;
  /** Questions in the set (the last place a move can name). */
  total: number;
  /** The rows of the current page. */
  visible: AdminQuestion[];
  /** Only in number order, unfiltered, does a drag, an arrow or a typed number mean something. */
  reorderable: boolean;
  onEdit: (questionId: string) => void;
  onDelete: (question: AdminQuestion) => void;
};

/**
 * The page's questions, moved one at a time (PUT /question-sets/{id}/questions/{questionId}/position): by drag
 * and drop onto another row, by the arrows, or by typing the number to move to.
 */
export function QuestionTable({
  questionSetId,
  total,
  visible,
  reorderable,
  onEdit,
  onDelete,
}: QuestionTableProps) {
  const { t } = useTranslation();
  const [moveQuestion] = useMoveQuestionMutation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = useCallback(
    async (question: AdminQuestion, place: number) => {
      if (place === question.orderIndex || place < 0 || place >= total) return;
      try {
        await moveQuestion({ questionSetId, questionId: question.id, position: place }).unwrap();
        toast.success(t('authoringQuestions.manage.movedTo', { number: place + 1 }), { autoClose: 3_000 });
      } catch {
        toast.error(t('authoringQuestions.manage.reorderFailed'));
      }
    },
    [moveQuestion, questionSetId, t, total],
  );
  const onMove = useCallback((question: AdminQuestion, place: number) => void move(question, place), [move]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const dragged = visible.find((question) => question.id === active.id);
    const target = visible.find((question) => question.id === over.id);
    if (dragged && target) void move(dragged, target.orderIndex);
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={visible.map((question) => question.id)} strategy={verticalListSortingStrategy}>
        <CardTable striped highlightOnHover data-testid="question-table">
          <Table.Thead>
            <Table.Tr>
              {reorderable && <Table.Th w={40} />}
              <Table.Th w={70}>{t('authoringQuestions.manage.number')}</Table.Th>
              <Table.Th>{t('authoringQuestions.manage.question')}</Table.Th>
              <Table.Th w={100}>{t('authoringQuestions.manage.type')}</Table.Th>
              <Table.Th w={310}>{t('authoringQuestions.manage.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((question) => (
              <QuestionRow
                key={question.id}
                question={question}
                total={total}
                reorderable={reorderable}
                onMove={onMove}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </Table.Tbody>
        </CardTable>
      </SortableContext>
    </DndContext>
  );
}
