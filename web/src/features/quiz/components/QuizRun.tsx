import { isPaidQuestionSet, nextUnansweredIndex, trialQuestionCount } from '@exam/domain/rules';
import type { OfflineBundle } from '@exam/domain/schemas';
import { Container, Grid, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commerceModals, useCommerceActions, usePendingIntent } from '../../../entities/access';
import { ExpiryBar } from '../../../entities/catalogue';
import { mayKeepOffline, OfflineNotice, OfflineToggle } from '../../../entities/offline';
import type { QuizQuestion, QuizSet } from '../../../entities/progress';
import type { Learner } from '../../../entities/session';
import { errorCode } from '../../../shared/api/api-error';
import { toast } from '../../../shared/ui/toast';
import { decideJump } from '../jumping';
import type { QuizParams } from '../quiz-params';
import { answeredCount, initialQuizSession, quizSessionReducer } from '../quiz-session';
import type { QuizStart } from '../quiz-start';
import { useQuestionScroll } from '../scroll-to-question';
import { useAnswerSubmitter } from '../use-answer-submitter';
import { useAnswersFromOtherDevice } from '../use-answers-from-other-device';
import { useProgressSave } from '../use-progress-save';
import { useQuizKeyboard } from '../use-quiz-keyboard';
import { useQuizReset } from '../use-quiz-reset';
import { useLocalRunSave } from '../use-run-effects';
import { AnswerSheet } from './AnswerSheet';
import { PurchaseWall } from './PurchaseWall';
import { QuestionCard } from './QuestionCard';
import { QuizHeading } from './QuizHeading';
import { QuizNavigation } from './QuizNavigation';
import { QuizSummaryView } from './QuizSummaryView';
import { QuizToolbar } from './QuizToolbar';
import { TrialBar } from './TrialBar';

type QuizRunProps = {
  set: QuizSet;
  /** Running from the downloaded bundle (no connection when the page opened): judged here, sent later. */
  offline: boolean;
  bundle: OfflineBundle | null;
  questions: QuizQuestion[];
  params: QuizParams;
  start: QuizStart;
  learner: Learner;
};

/** One run through a set: question card, navigation, answer sheet, trial and validity bars, summary. */
export function QuizRun({ set, offline, bundle, questions, params, start, learner }: QuizRunProps) {
  const { t } = useTranslation();
  const [session, dispatch] = useReducer(quizSessionReducer, start, (initial) =>
    quizSessionReducer(initialQuizSession(Date.now()), { type: 'started', ...initial, now: Date.now() }),
  );
  const [submitting, submitAnswer] = useAnswerSubmitter({ set, params, learner, offline, bundle });
  const [serverAnswered, setServerAnswered] = useState(0);
  // 自信なし (not sure) for the question on screen; each question starts sure.
  const [unsure, setUnsure] = useState(false);

  const total = questions.length;
  const current = questions[Math.min(session.currentIndex, total - 1)] as QuizQuestion;
  const currentAnswer = session.answers[current.id];
  const isLast = session.currentIndex >= total - 1;
  const paid = isPaidQuestionSet(set);
  const fullAccess = !paid || (set.hasAccess && set.accessType !== 'expired' && set.accessType !== 'trial');
  const trialLimit = trialQuestionCount({
    explicitTrialMode: params.explicitTrial,
    trialLimit: params.trialLimit,
    trialQuestions: set.trialQuestions,
    isPaid: paid,
  });
  const answered = Math.max(answeredCount(session), serverAnswered);
  // Issue 40: the wall stands where the learner tried to move past the trial; the trial questions stay readable.
  const [wallShown, setWallShown] = useState(false);
  const wallVisible = current.locked || (!fullAccess && wallShown);
  const listMode = params.listMode;
  const commerce = useCommerceActions();
  const commerceSet = {
    id: set.id,
    title: set.title,
    price: set.price,
    validityPeriod: set.validityPeriod,
  };
  const buy = () => commerce.buy(commerceSet);
  const redeem = () => commerce.redeem(commerceSet);

  // Spec §4: access arriving (our purchase, a redeem, questionSet:accessUpdate from another tab) closes the
  // modals and the wall; the refetched set brings the questions past the trial, without reload.
  useEffect(() => {
    if (fullAccess) commerceModals.accessArrived(set.id);
  }, [fullAccess, set.id]);

  // Issue 40: access arriving in the run continues at the next unanswered question (the server's rule).
  const hadAccess = useRef(fullAccess);
  useEffect(() => {
    if (hadAccess.current || !fullAccess) return;
    hadAccess.current = true;
    setWallShown(false);
    const answeredPlaces = questions.flatMap((question, index) =>
      session.answers[question.id] ? [index] : [],
    );
    const next = nextUnansweredIndex(total, answeredPlaces, session.currentIndex);
    if (next !== null) dispatch({ type: 'movedTo', index: next, now: Date.now() });
  }, [fullAccess, questions, session.answers, session.currentIndex, total]);

  useLocalRunSave(session, { setId: set.id, userId: learner.userId, total, listMode });

  useQuestionScroll(session.currentIndex);

  useAnswersFromOtherDevice(set.id, learner.signedIn && !listMode && !offline, dispatch);
  usePendingIntent(set.id, fullAccess);

  const onSaved = useCallback(() => dispatch({ type: 'saved' }), []);
  const { save, saving, justSaved } = useProgressSave(learner.userId, learner.signedIn, onSaved);

  const jumpTo = useCallback(
    (target: number) => {
      const decision = decideJump({
        target,
        current: session.currentIndex,
        total,
        targetLocked: questions[target]?.locked === true,
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
    [
      session.currentIndex,
      session.completed,
      total,
      questions,
      fullAccess,
      answered,
      trialLimit,
      submitting,
      t,
    ],
  );

  const goNext = useCallback(() => {
    if (isLast) dispatch({ type: 'completed', now: Date.now() });
    else jumpTo(session.currentIndex + 1);
  }, [isLast, jumpTo, session.currentIndex]);

  const submit = useCallback(async () => {
    if (current.locked || submitting) return;
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
      dispatch({ type: 'answered', questionId: current.id, selectedOptionIds, result, timeSpentMs });
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
      if (current.locked || currentAnswer || submitting) return;
      dispatch({ type: 'optionChosen', optionId, questionType: current.questionType });
    },
    [current, currentAnswer, submitting],
  );

  const saveNow = () =>
    save({
      setId: set.id,
      lastQuestionIndex: session.currentIndex,
      answeredQuestions: session.answers,
      selection:
        session.selection.length > 0 ? { questionId: current.id, optionIds: session.selection } : null,
      totalQuestions: total,
      timeSpentMs: Object.values(session.answers).reduce((sum, answer) => sum + answer.timeSpentMs, 0),
    });

  const { reset, resetting } = useQuizReset(set.id, params, learner);

  useQuizKeyboard({
    enabled: !session.completed && !wallVisible && !current.locked,
    options: current.locked ? [] : current.options,
    onChoose: choose,
    onEnter: () => void submit(),
  });

  // The A〜Z / Enter hint only with a mouse and no touch screen (issue 22; a touch laptop goes without it too).
  const hoverPointer = useMediaQuery('(hover: hover) and (pointer: fine)');
  const finePointer = hoverPointer && navigator.maxTouchPoints === 0;
  const validityShown =
    set.accessType === 'paid' || set.accessType === 'redeemed' || set.accessType === 'expired';

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
                questions={questions}
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
                <QuestionCard
                  question={current as Extract<QuizQuestion, { locked: false }>}
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
              questions={questions}
              currentIndex={session.completed ? -1 : session.currentIndex}
              answers={session.answers}
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
