import type { AdminQuestion } from '@exam/domain/schemas';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/ui/toast';
import type { QuestionDraft } from '../question-draft';
import { useAddQuestionMutation, useUpdateQuestionMutation } from '../questions-api';
import { QuestionForm } from './QuestionForm';

const SUCCESS_MS = 3_000;

const draftOf = (question: AdminQuestion): QuestionDraft => ({
  text: question.text,
  questionType: question.questionType,
  options: question.options.map((option) => ({
    id: option.id,
    text: option.text,
    isCorrect: option.isCorrect,
  })),
  explanation: question.explanation,
  keepOptionOrder: question.keepOptionOrder,
});

/** The server's words when it refused (it checks the same rules), else the spec's failure text. */
const serverMessage = (error: unknown): string | null => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
};

/** Adds a question to the set (no `question`) or edits one, through the question form. */
export function QuestionEditModal({
  questionSetId,
  question,
  onDone,
}: {
  questionSetId: string;
  question?: AdminQuestion;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [addQuestion, addState] = useAddQuestionMutation();
  const [updateQuestion, updateState] = useUpdateQuestionMutation();

  const submit = async (draft: QuestionDraft) => {
    try {
      if (question) {
        await updateQuestion({ id: question.id, questionSetId, body: draft }).unwrap();
        toast.success(t('authoringQuestions.manage.updated'), { autoClose: SUCCESS_MS });
      } else {
        await addQuestion({ questionSetId, ...draft }).unwrap();
        toast.success(t('authoringQuestions.manage.added'), { autoClose: SUCCESS_MS });
      }
      onDone();
    } catch (error) {
      const fallback = t(
        question ? 'authoringQuestions.manage.updateFailed' : 'authoringQuestions.manage.addFailed',
      );
      const detail = serverMessage(error);
      toast.error(detail ? `${fallback}: ${detail}` : fallback);
    }
  };

  return (
    <QuestionForm
      key={question?.id ?? 'new'}
      mode={question ? 'edit' : 'add'}
      initial={question ? draftOf(question) : undefined}
      busy={addState.isLoading || updateState.isLoading}
      onSubmit={submit}
      onCancel={onDone}
    />
  );
}
