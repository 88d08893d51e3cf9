import { Group, Loader, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetQuestionSetQuery } from '../../../entities/catalogue';
import { isConnectionFailure, quizSetOfBundle, useStoredBundle } from '../../../entities/offline';
import type { QuizQuestion } from '../../../entities/progress';
import { useLearner } from '../../../entities/session';
import { errorStatus } from '../../../shared/api/api-error';
import { loadLocalProgress } from '../local-progress';
import { outcomesOfSummary, WINDOW_SIZE, wholeSource } from '../question-source';
import { type QuizParams, startIndex } from '../quiz-params';
import { onlyListedQuestions, toQuizQuestions } from '../quiz-questions';
import { useGetProgressSummaryQuery, useGetProgressWindowQuery } from '../quiz-reads-api';
import type { QuizStart } from '../quiz-start';
import { answersFromServer, resumeIndex } from '../server-answers';
import { useListSession } from '../use-list-session';
import { useVisitorHandoff } from '../use-visitor-handoff';
import { QuizEmpty } from './QuizEmpty';
import { QuizLoadError } from './QuizLoadError';
import { QuizRun } from './QuizRun';

/**
 * Loads the set and the learner's saved progress, then starts a run (spec §4 "Quiz progress": resume). Issue 35:
 * the set comes with its first window only; a list mode reads its listed questions by id; the saved progress
 * arrives as the compact summary (which places were answered), never every answer of a big set.
 */
export function QuizLoader({ setId, params }: { setId: string; params: QuizParams }) {
  const { t } = useTranslation();
  const learner = useLearner();
  const listMode = params.listMode;
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
  const list = useListSession({ setId, params, offline, signedIn: learner.signedIn });
  const listIds = offline ? null : list.windowIds;
  const resumeFromServer = learner.signedIn && !listMode && !offline;
  const summary = useGetProgressSummaryQuery(setId, {
    skip: !resumeFromServer,
    refetchOnMountOrArgChange: true,
  });
  // A visitor's answers to hand over (issue 22) lie in the trial, the first window: its saved answers decide.
  const [visitorAnswered] = useState(() => loadLocalProgress(localStorage, setId, null, now) !== null);
  const firstAnswers = useGetProgressWindowQuery(
    { setId, from: 0, limit: WINDOW_SIZE },
    { skip: !resumeFromServer || !visitorAnswered || params.startFirst, refetchOnMountOrArgChange: true },
  );

  // Every question in memory (offline, or the URL's few), else null: the run reads windows of the set or the list.
  const whole = useMemo((): QuizQuestion[] | null => {
    if (offline) return onlyListedQuestions(toQuizQuestions(offlineSet?.questions), list.narrowTo);
    if (params.questionIds !== null && list.urlQuestions)
      return onlyListedQuestions(toQuizQuestions(list.urlQuestions), params.questionIds);
    return null;
  }, [offline, offlineSet, list.narrowTo, list.urlQuestions, params.questionIds]);
  const firstWindow = useMemo(() => toQuizQuestions(set.data?.questions), [set.data]);
  const total = whole
    ? whole.length
    : listIds
      ? listIds.length
      : (set.data?.questionsTotal ?? firstWindow.length);

  const serverAnswers = useMemo(() => answersFromServer(firstAnswers.data), [firstAnswers.data]);
  const handoff = useVisitorHandoff({
    setId,
    questions: firstWindow,
    mode: params.mode,
    ready:
      resumeFromServer &&
      !params.startFirst &&
      !learner.pending &&
      !set.isFetching &&
      total > 0 &&
      (!visitorAnswered || firstAnswers.isSuccess || firstAnswers.isError),
    serverAnswers,
  });

  // Once a run has started it stays on screen: later refetches (realtime invalidations) update the set's
  // access and questions but never take the learner back to a loading screen or move them.
  const startRef = useRef<QuizStart | null>(null);
  const waiting =
    learner.pending ||
    (learner.signedIn && !stored.ready) ||
    (!offline && set.isFetching) ||
    (!offline && listMode && list.fetching) ||
    (resumeFromServer && (summary.isLoading || summary.isFetching)) ||
    (resumeFromServer && !params.startFirst && total > 0 && handoff.status === 'waiting');
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
    if (!offline && (set.isError || !set.data || list.failed)) {
      const failed = set.isError || !set.data ? set : (list.failed ?? set);
      return (
        <QuizLoadError notFound={errorStatus(failed.error) === 404} onRetry={() => void failed.refetch()} />
      );
    }
    if (total === 0) return <QuizEmpty />;
    offlineRun.current = offline;
    startRef.current = resumePoint();
  }
  const source = offline ? offlineSet : set.data;
  if (!source) return <QuizEmpty />;

  /** Signed in: the server's progress (a failed fetch starts fresh). Visitors: local progress of the last 24 h. */
  function resumePoint(): QuizStart {
    const held = whole ? wholeSource(whole) : wholeSource(firstWindow);
    if (resumeFromServer && handoff.status === 'done') {
      // Signed in at the purchase wall: the visitor's answers are theirs now, on the same question (issue 22).
      return { index: startIndex(params, total, handoff.index), answers: handoff.answers };
    }
    // A long list session of this tab continues where it was (its URL's start=first began it, issue 40).
    if (list.keptPlace !== null)
      return { index: startIndex({ ...params, startFirst: false }, total, list.keptPlace), answers: {} };
    if (params.startFirst) return { index: startIndex(params, total, 0), answers: {} };
    if (resumeFromServer) {
      const saved = summary.data;
      if (!saved || saved.answeredCount === 0) return { index: startIndex(params, total, null), answers: {} };
      const places = outcomesOfSummary(saved);
      const resumed = resumeIndex(total, (index) => places.has(index), saved.lastQuestionIndex);
      return { index: startIndex(params, total, resumed), answers: {} };
    }
    const local = listMode ? null : loadLocalProgress(localStorage, setId, learner.userId, now);
    if (!local) return { index: startIndex(params, total, null), answers: {} };
    // The saved index is the last question answered: resume at the next unanswered one (issue 22).
    const answers = local.answeredQuestions;
    const answered = (index: number) => {
      const question = held.at(index);
      return question !== undefined && answers[question.id] !== undefined;
    };
    const resumed =
      local.lastQuestionIndex === null ? null : resumeIndex(total, answered, local.lastQuestionIndex);
    return { index: startIndex(params, total, resumed), answers };
  }

  return (
    <QuizRun
      set={source}
      offline={offline}
      bundle={stored.bundle}
      whole={whole}
      listIds={listIds}
      firstWindow={set.data?.questions}
      total={total}
      params={params}
      start={startRef.current}
      learner={learner}
    />
  );
}
