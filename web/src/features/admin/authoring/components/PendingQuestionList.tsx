import { ActionIcon, Badge, Button, Group, Modal, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttachedQuestion } from '../set-add-form';
import { type QuestionDraft, QuestionForm } from './QuestionForm';

type PendingQuestionListProps = {
  questions: readonly AttachedQuestion[];
  onChange: (questions: AttachedQuestion[]) => void;
};

/** Which question the form edits: a new one, or the one at an index of the local list. */
type Editing = { mode: 'add' } | { mode: 'edit'; index: number } | null;

const draftOf = (question: AttachedQuestion): QuestionDraft => ({
  text: question.text,
  questionType: question.questionType,
  options: question.options.map((option) => ({ text: option.text, isCorrect: option.isCorrect })),
  explanation: question.explanation,
});

/** The add-set screen's questions, kept locally until the set is created (added, edited, removed here). */
export function PendingQuestionList({ questions, onChange }: PendingQuestionListProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);

  const save = (draft: QuestionDraft) => {
    if (!editing) return;
    if (editing.mode === 'add') onChange([...questions, draft]);
    else onChange(questions.map((question, index) => (index === editing.index ? draft : question)));
    setEditing(null);
  };

  const editedQuestion = editing?.mode === 'edit' ? questions[editing.index] : undefined;

  return (
    <Paper withBorder p="md" radius="md" data-testid="add-set-questions">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {t('authoringSets.add.questions', { count: questions.length })}
        </Title>
        <Button
          variant="light"
          onClick={() => setEditing({ mode: 'add' })}
          data-testid="add-set-question-add"
        >
          {t('authoringSets.add.addQuestion')}
        </Button>
      </Group>
      {questions.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('authoringSets.add.noQuestions')}
        </Text>
      ) : (
        <Stack gap="xs">
          {questions.map((question, index) => (
            <Paper
              // Local questions have no id yet; their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the only identity before saving
              key={index}
              withBorder
              p="sm"
              radius="sm"
              data-testid="add-set-question"
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs">
                    <Badge variant="light" color="gray">
                      {index + 1}
                    </Badge>
                    <Badge variant="light">
                      {t(`authoringSets.add.questionType.${question.questionType}`)}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {t('authoringSets.add.optionCount', { count: question.options.length })}
                    </Text>
                  </Group>
                  <Text size="sm" lineClamp={2}>
                    {question.text}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('authoringSets.add.edit')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('authoringSets.add.edit')}
                      onClick={() => setEditing({ mode: 'edit', index })}
                      data-testid="add-set-question-edit"
                    >
                      ✎
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('authoringSets.add.removeQuestion')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('authoringSets.add.removeQuestion')}
                      onClick={() => onChange(questions.filter((_, at) => at !== index))}
                      data-testid="add-set-question-remove"
                    >
                      ✕
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.mode === 'edit' ? t('authoringSets.add.editQuestion') : t('authoringSets.add.addQuestion')
        }
        size="xl"
        centered
      >
        {editing && (
          <QuestionForm
            key={editing.mode === 'edit' ? `edit-${editing.index}` : 'add'}
            mode={editing.mode}
            initial={editedQuestion ? draftOf(editedQuestion) : undefined}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Paper>
  );
}
