import { Group, Loader, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetQuestionSetQuery } from '../../../entities/catalogue';
import { isConnectionFailure, quizSetOfBundle, useStoredBundle } from '../../../entities/offline';
import { type PracticeProgress, type QuizSet, useGetPracticeProgressQuery } from '../../../entities/progress';
import { useLearner } from '../../../entities/session';
import { errorStatus } from '../../../shared/api/api-error';
import { loadLocalProgress } from '../local-progress';
import { type QuizParams, startIndex } from '../quiz-params';
import { onlyListedQuestions, toQuizQuestions } from '../quiz-questions';
import type { QuizStart } from '../quiz-start';
import { answersFromServer, resumeIndex } from '../server-answers';
import { useVisitorHandoff } from '../use-visitor-handoff';
import { QuizEmpty } from './QuizEmpty';
import { QuizLoadError } from './QuizLoadError';
import { QuizRun } from './QuizRun';

const fromServer = (
  progress: PracticeProgress | undefined,
): { index: number | null; answers: QuizStart['answers'] } => ({
  index: progress?.lastQuestionIndex ?? null,
  answers: answersFromServer(progress),
});

/** Loads the set and the learner's saved progress, then starts a run (spec §4 "Quiz progress": resume). */
export function QuizLoader({ setId, params }: { setId: string; params: QuizParams }) {
  const { t } = useTranslation();
  const learner = useLearner();
  const wrongAnswerMode = params.listMode;
  const set = useGetQuestionSetQuery(setId, { refetchOnMountOrArgChange: true });
  // Fixed once per run, so later refetches (realtime invalidations) never move the learner.
  const [now] = useState(() => Date.now());
  // Issue 26: with no connection, a downloaded set runs from its bundle (decided once, when the run starts).
  const stored = useStoredBundle(setId, learner.userId);
  const offlineRun = useRef<boolean | null>(null);
  const offlineNow =
    learner.signedIn &&
    stored.bundle !== null &&
    (!navigator.onLine || (set.isError && isConnectionFailure(set.error)));
  const offline = offlineRun.current ?? offlineNow;
  const offlineSet = useMemo(
    () => (stored.bundle ? quizSetOfBundle(stored.bundle, now) : null),
    [stored.bundle, now],
  );
  const source = (offline ? offlineSet : set.data) as QuizSet | undefined;
  const resumeFromServer = learner.signedIn && !wrongAnswerMode && !offline;
  const progress = useGetPracticeProgressQuery(setId, {
    skip: !resumeFromServer,
    refetchOnMountOrArgChange: true,
  });

  const questions = useMemo(
    () => onlyListedQuestions(toQuizQuestions(source?.questions), params.questionIds),
    [source, params.questionIds],
  );

  const serverAnswers = useMemo(() => answersFromServer(progress.data), [progress.data]);
  const handoff = useVisitorHandoff({
    setId,
    questions,
    mode: params.mode,
    ready:
      resumeFromServer &&
      !params.startFirst &&
      !learner.pending &&
      !set.isFetching &&
      questions.length > 0 &&
      !progress.isFetching &&
      (progress.isSuccess || progress.isError),
    serverAnswers,
  });

  // Once a run has started it stays on screen: later refetches (realtime invalidations) update the set's
  // access and questions but never take the learner back to a loading screen or move them.
  const startRef = useRef<QuizStart | null>(null);
  const waiting =
    learner.pending ||
    (learner.signedIn && !stored.ready) ||
    (!offline && set.isFetching) ||
    (resumeFromServer && (progress.isLoading || progress.isFetching)) ||
    (resumeFromServer && !params.startFirst && questions.length > 0 && handoff.status === 'waiting');
  if (!startRef.current) {
    const bundlePending = learner.pending || (learner.signedIn && !stored.ready);
    if (waiting && (!set.isError || bundlePending)) {
      return (
        <Group justify="center" py="xl" data-testid="quiz-loading">
          <Loader size="sm" />
          <Text>{t('app.loading')}</Text>
        </Group>
      );
    }
    if (!offline && (set.isError || !set.data)) {
      return <QuizLoadError notFound={errorStatus(set.error) === 404} onRetry={() => void set.refetch()} />;
    }
    if (questions.length === 0) return <QuizEmpty />;
    offlineRun.current = offline;
    startRef.current = resumePoint();
  }
  if (!source) return <QuizEmpty />;

  /** Signed in: the server's progress (a failed fetch starts fresh). Visitors: local progress of the last 24 h. */
  function resumePoint(): QuizStart {
    let saved: { index: number | null; answers: QuizStart['answers'] } = { index: null, answers: {} };
    if (resumeFromServer && handoff.status === 'done') {
      // Signed in at the purchase wall: the visitor's answers are theirs now, on the same question (issue 22).
      return { index: startIndex(params, questions.length, handoff.index), answers: handoff.answers };
    }
    if (resumeFromServer) saved = fromServer(progress.data);
    else if (!wrongAnswerMode) {
      const local = loadLocalProgress(localStorage, setId, learner.userId, now);
      if (local) saved = { index: local.lastQuestionIndex, answers: local.answeredQuestions };
    }
    if (params.startFirst) saved = { index: 0, answers: {} };
    // The saved index is the last question answered: resume at the next unanswered one (issue 22).
    const resumed = saved.index === null ? null : resumeIndex(questions, saved.answers, saved.index);
    return { index: startIndex(params, questions.length, resumed), answers: saved.answers };
  }

  return (
    <QuizRun
      set={source}
      offline={offline}
      bundle={stored.bundle}
      questions={questions}
      params={params}
      start={startRef.current}
      learner={learner}
    />
  );
}
