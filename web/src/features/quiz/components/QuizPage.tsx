import { cleanQuizId } from '@exam/domain/rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from '../../../shared/toast';
import { BadQuizId } from './BadQuizId';
import { QuizSetSummary } from './QuizSetSummary';

/**
 * /quiz/:questionSetId. For now it checks the id and shows what will be practised;
 * the practice issue replaces this page with the question screen.
 */
export function QuizPage() {
  const { t } = useTranslation();
  const { questionSetId } = useParams();
  const id = cleanQuizId(questionSetId);

  useEffect(() => {
    if (id === null) toast.error(t('quiz.badId'), { id: 'quiz-bad-id' });
  }, [id, t]);

  return id === null ? <BadQuizId /> : <QuizSetSummary questionSetId={id} />;
}
