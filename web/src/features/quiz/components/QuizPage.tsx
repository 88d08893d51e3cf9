import { cleanQuizId } from '@exam/domain/rules';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { parseQuizParams } from '../quiz-params';
import { BadQuizId } from './BadQuizId';
import { QuizLoader } from './QuizLoader';

/** /quiz/:questionSetId (spec §2 Quiz page). */
export function QuizPage() {
  const { t } = useTranslation();
  const { questionSetId } = useParams();
  const [searchParams] = useSearchParams();
  const id = cleanQuizId(questionSetId);
  const query = searchParams.toString();
  const params = useMemo(() => parseQuizParams(new URLSearchParams(query)), [query]);

  useEffect(() => {
    if (id === null) toast.error(t('quiz.badId'), { id: 'quiz-bad-id' });
  }, [id, t]);

  if (id === null) return <BadQuizId />;
  // A new query (reset's start=first, a resume link) starts a fresh run.
  return <QuizLoader key={`${id}?${query}`} setId={id} params={params} />;
}
