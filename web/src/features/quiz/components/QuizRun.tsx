import type { OfflineBundle } from '@exam/domain/schemas';
import { Container, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingIntent } from '../../../entities/access';
import { ExpiryBar, type QuestionSet, type WindowQuestion } from '../../../entities/catalogue';
import { mayKeepOffline, OfflineNotice, OfflineToggle } from '../../../entities/offline';
import { isRemovedQuestion, type OpenQuestion, type QuizQuestion } from '../../../entities/progress';
import type { Learner } from '../../../entities/session';
import { errorCode } from '../../../shared/api/api-error';
import { toast } from '../../../shared/ui/toast';
import { decideJump } from '../jumping';
import { listModeOf, type QuizParams } from '../quiz-params';
import { answeredCount, initialQuizSession, quizSessionReducer, saveSnapshotOf } from '../quiz-session';
import type { QuizStart } from '../quiz-start';
import { useQuestionScroll } from '../scroll-to-question';
import { useAccessArrival } from '../use-access-arrival';
import { useAnswerSubmitter } from '../use-answer-submitter';
import { useProgressSave } from '../use-progress-save';
import { useFinePointer, useQuizKeyboard } from '../use-quiz-keyboard';
import { useQuizReset } from '../use-quiz-reset';
import { useRunAccess } from '../use-run-access';
import { useLocalRunSave } from '../use-run-effects';
import { useRunQuestions } from '../use-run-questions';
import { AnswerSheet } from './AnswerSheet';
import { PurchaseWall } from './PurchaseWall';
import { QuestionCard } from './QuestionCard';
import { QuizHeading } from './QuizHeading';
import { QuizNavigation } from './QuizNavigation';
import { QuizSummaryView } from './QuizSummaryView';
import { QuizToolbar } from './QuizToolbar';
import { RemovedQuestion } from './RemovedQuestion';
import { TrialBar } from './TrialBar';

type QuizRunProps = {
  set: QuestionSet;
  /** Running from the downloaded bundle (no connection when the page opened): judged here, sent later. */
  offline: boolean;
  bundle: OfflineBundle | null;
  /** Issue 35: a list mode's or a bundle's questions, all in memory; null: the set is read in windows. */
  whole: readonly QuizQuestion[] | null;
  /** Issue 40: a list session's ids, read in windows by id (whole is null then). */
  listIds: readonly string[] | null;
  /** The first window (it came with the set) and the set's question count, when read in windows. */
  firstWindow: readonly WindowQuestion[] | undefined;
  total: number;
  params: QuizParams;
  start: QuizStart;
  learner: Learner;
};

/** One run through a set: question card, navigation, answer sheet, trial and validity bars, summary. */
export function QuizRun(props: QuizRunProps) {
  const { set, offline, bundle, whole, listIds, firstWindow, total, params, start, learner } = props;
  const { t } = useTranslation();
  const [session, dispatch] = useReducer(quizSessionReducer, start, (initial) =>
    quizSessionReducer(initialQuizSession(Date.now()), { type: 'started', ...initial, now: Date.now() }),
  );
  const [submitting, submitAnswer] = useAnswerSubmitter({ set, params, learner, offline, bundle });
  const [serverAnswered, setServerAnswered] = useState(0);
  // 自信なし (not sure) for the question on screen; each question starts sure.
  const [unsure, setUnsure] = useState(false);

  const listMode = params.listMode;
  const { source, sheetFrom, setSheetFrom, outcomes, current } = useRunQuestions(
    {
      setId: set.id,
      whole,
      listIds,
      firstWindow,
      total,
      fromServer: learner.signedIn && !listMode && !offline,
    },
    session,
    dispatch,
  );
  const currentAnswer = current && session.answers[current.id];
  const isLast = session.currentIndex >= total - 1;
  const { paid, fullAccess, trialLimit, buy, redeem, validityShown } = useRunAccess(set, params);
  const answered = Math.max(answeredCount(session), serverAnswered, outcomes.savedAnswered);
  // Issue 40: the wall stands where the learner tried to move past the trial; the trial questions stay readable.
  const [wallShown, setWallShown] = useState(false);
  const removed = isRemovedQuestion(current);
  const wallVisible = (current?.locked === true && !removed) || (!fullAccess && wallShown);

  const hideWall = useCallback(() => setWallShown(false), []);
  useAccessArrival(
    {
      setId: set.id,
      fullAccess,
      total,
      currentIndex: session.currentIndex,
      answeredPlaces: outcomes.answeredPlaces,
      onArrived: hideWall,
    },
    dispatch,
  );

  useLocalRunSave(session, {
    setId: set.id,
    userId: learner.userId,
    total,
    listMode,
    keptList: listIds ? listModeOf(params) : null,
  });

  useQuestionScroll(session.currentIndex);
  usePendingIntent(set.id, fullAccess);
  const onSaved = useCallback(() => dispatch({ type: 'saved' }), []);
  const { save, saving, justSaved } = useProgressSave(learner.userId, learner.signedIn, onSaved);

  const jumpTo = useCallback(
    (target: number) => {
      const decision = decideJump({
        target,
        current: session.currentIndex,
        total,
        targetLocked: source.at(target)?.locked === true && !isRemovedQuestion(source.at(target)),
        fullAccess,
        answeredCount: answered,
        trialLimit,
        submitting,
        completed: session.completed,
      });
      if (decision === 'allowed') {
        setWallShown(false);
        dispatch({ type: 'movedTo', index: target, now: Date.now() });
      } else if (decision === 'trial-ended') {
        toast.warning(t('quiz.trialEnded'), { id: 'quiz-trial-ended' });
        dispatch({ type: 'trialEnded' });
        setWallShown(true);
      }
    },
    [session.currentIndex, session.completed, total, source, fullAccess, answered, trialLimit, submitting, t],
  );

  const goNext = useCallback(() => {
    if (isLast) dispatch({ type: 'completed', now: Date.now() });
    else jumpTo(session.currentIndex + 1);
  }, [isLast, jumpTo, session.currentIndex]);

  const submit = useCallback(async () => {
    if (!current || current.locked || submitting) return;
    if (currentAnswer) {
      goNext();
      return;
    }
    if (session.selection.length === 0) {
      toast.warning(t('quiz.chooseOne'), { id: 'quiz-choose-one' });
      return;
    }
    const selectedOptionIds = session.selection;
    const timeSpentMs = Math.max(0, Date.now() - session.shownAt);
    try {
      const result = await submitAnswer({
        setId: set.id,
        questionId: current.id,
        selectedOptionIds,
        timeSpentMs,
        guessed: unsure,
        answeredCount: answeredCount(session) + 1,
      });
      dispatch({
        type: 'answered',
        questionId: current.id,
        index: session.currentIndex,
        selectedOptionIds,
        result,
        timeSpentMs,
      });
      setUnsure(false);
      setServerAnswered((count) => Math.max(count, result.answeredCount ?? 0));
    } catch (error) {
      if (errorCode(error) === 'TRIAL_ENDED') {
        toast.warning(t('quiz.trialEnded'), { id: 'quiz-trial-ended' });
        dispatch({ type: 'trialEnded' });
        setWallShown(true);
      } else toast.error(t('quiz.submitFailed'), { id: 'quiz-submit-failed' });
    }
  }, [current, currentAnswer, goNext, session, set.id, submitAnswer, submitting, t, unsure]);

  const choose = useCallback(
    (optionId: string) => {
      if (!current || current.locked || currentAnswer || submitting) return;
      dispatch({ type: 'optionChosen', optionId, questionType: current.questionType });
    },
    [current, currentAnswer, submitting],
  );

  const saveNow = () => save(saveSnapshotOf(session, { setId: set.id, currentId: current?.id, total }));

  const { reset, resetting } = useQuizReset(set.id, params, learner);

  useQuizKeyboard({
    enabled: !session.completed && !wallVisible && current?.locked === false,
    options: current && !current.locked ? current.options : [],
    onChoose: choose,
    onEnter: () => void submit(),
  });

  const finePointer = useFinePointer();

  return (
    <Container size="lg" py="lg" data-testid="quiz-page" data-set-id={set.id}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <QuizHeading set={set} mode={params.mode} offline={offline} signedIn={learner.signedIn} />
          {!offline && (
            <QuizToolbar
              canSave={session.unsaved && !saving}
              saving={saving}
              justSaved={justSaved}
              resetting={resetting}
              onSave={() => void saveNow()}
              onReset={() => void reset()}
            />
          )}
        </Group>
        {offline && <OfflineNotice />}
        {!offline && learner.userId && mayKeepOffline(set) && !listMode && (
          <OfflineToggle setId={set.id} userId={learner.userId} setUpdatedAt={set.updatedAt} />
        )}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {session.completed ? (
              <QuizSummaryView
                questions={source.held()}
                answers={session.answers}
                offerPurchase={paid && !fullAccess}
                onRestart={() => void reset()}
                onBuy={buy}
                elapsedMs={session.completedAt === null ? 0 : session.completedAt - session.startedAt}
              />
            ) : wallVisible ? (
              <PurchaseWall onBuy={buy} onRedeem={redeem} />
            ) : (
              <Stack gap="md">
                {removed ? (
                  <RemovedQuestion
                    number={session.currentIndex + 1}
                    total={total}
                    isLast={isLast}
                    onNext={goNext}
                  />
                ) : current ? (
                  <QuestionCard
                    question={current as OpenQuestion}
                    total={total}
                    selection={session.selection}
                    answer={currentAnswer}
                    isLast={isLast}
                    trial={!fullAccess}
                    submitting={submitting}
                    onChoose={choose}
                    onSubmit={() => void submit()}
                    unsure={unsure}
                    onUnsureChange={setUnsure}
                  />
                ) : (
                  <Group justify="center" py="xl" data-testid="quiz-question-loading">
                    <Loader size="sm" />
                    <Text>{t('app.loading')}</Text>
                  </Group>
                )}
                <QuizNavigation
                  total={total}
                  currentIndex={session.currentIndex}
                  disabled={submitting}
                  onJump={jumpTo}
                />
                {finePointer && (
                  <Text size="xs" c="dimmed" data-testid="quiz-keyboard-hint">
                    {t('quiz.keyboardHint')}
                  </Text>
                )}
              </Stack>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AnswerSheet
              total={total}
              pageFrom={sheetFrom}
              onPageChange={setSheetFrom}
              stateAt={outcomes.stateAt}
              answeredAt={outcomes.answeredAt}
              onJump={jumpTo}
            />
          </Grid.Col>
        </Grid>

        {!fullAccess && !session.trialEnded && (
          <TrialBar remaining={Math.max(0, trialLimit - answered)} onBuy={buy} onRedeem={redeem} />
        )}
        {validityShown && <ExpiryBar remainingDays={set.remainingDays} />}
      </Stack>
    </Container>
  );
}
