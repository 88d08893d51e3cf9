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
import { useTranslation } from 'react-i18next';
import { CardTable } from '../../../../shared/ui/CardTable';
import { toast } from '../../../../shared/ui/toast';
import { movedOrder } from '../question-list';
import { useReorderQuestionsMutation } from '../questions-api';
import { QuestionRow } from './QuestionRow';

type QuestionTableProps = {
  questionSetId: string;
  /** Every question of the set in its order: a move sends the complete new order. */
  allInOrder: AdminQuestion[];
  /** The rows of the current page. */
  visible: AdminQuestion[];
  /** Only in number order does a drag or an arrow mean something. */
  reorderable: boolean;
  onEdit: (questionId: string) => void;
  onDelete: (question: AdminQuestion) => void;
};

/** The question list, reordered by drag and drop (or the arrows, or the keyboard) through PUT /question-sets/{id}/questions. */
export function QuestionTable({
  questionSetId,
  allInOrder,
  visible,
  reorderable,
  onEdit,
  onDelete,
}: QuestionTableProps) {
  const { t } = useTranslation();
  const [reorder] = useReorderQuestionsMutation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = allInOrder.map((question) => question.id);

  const move = async (movedId: string, targetId: string) => {
    const questionIds = movedOrder(ids, movedId, targetId);
    if (questionIds.every((id, index) => id === ids[index])) return;
    try {
      await reorder({ questionSetId, questionIds }).unwrap();
      toast.success(t('authoringQuestions.manage.reordered'), { autoClose: 3_000 });
    } catch {
      toast.error(t('authoringQuestions.manage.reorderFailed'));
    }
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) void move(String(active.id), String(over.id));
  };
  const neighbour = (id: string, step: -1 | 1) => ids[ids.indexOf(id) + step];

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
              <Table.Th w={230}>{t('authoringQuestions.manage.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((question) => {
              const up = neighbour(question.id, -1);
              const down = neighbour(question.id, 1);
              return (
                <QuestionRow
                  key={question.id}
                  question={question}
                  reorderable={reorderable}
                  onMoveUp={up ? () => void move(question.id, up) : undefined}
                  onMoveDown={down ? () => void move(question.id, down) : undefined}
                  onEdit={() => onEdit(question.id)}
                  onDelete={() => onDelete(question)}
                />
              );
            })}
          </Table.Tbody>
        </CardTable>
      </SortableContext>
    </DndContext>
  );
}
