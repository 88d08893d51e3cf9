import { useEffect, useRef, useState } from 'react';
import {
  type AnsweredQuestion,
  type PracticeMode,
  type QuizQuestion,
  useSubmitAnswerMutation,
} from '../../entities/progress';
import { clearLocalProgress, loadLocalProgress } from './local-progress';

export type Handoff =
  | { status: 'waiting' }
  | { status: 'none' }
  | { status: 'done'; index: number; answers: Record<string, AnsweredQuestion> };

type HandoffInput = {
  setId: string;
  questions: readonly QuizQuestion[];
  mode: PracticeMode;
  /** Signed in, the server's progress of the set loaded, not a fresh start. */
  ready: boolean;
  serverAnswers: Record<string, AnsweredQuestion>;
};

/** The visitor's answered questions the server does not hold yet, in question order (locked ones never). */
export const questionsToHandOff = <Q extends Pick<QuizQuestion, 'id' | 'locked'>>(
  questions: readonly Q[],
  visitorAnswers: Record<string, AnsweredQuestion>,
  serverAnswers: Record<string, AnsweredQuestion>,
): Q[] =>
  questions.filter(
    (question) => !question.locked && visitorAnswers[question.id] && !serverAnswers[question.id],
  );

/**
 * Issue 22, sign-in at the purchase wall: the answers a visitor gave in this tab (kept locally under no owner)
 * become the signed-in learner's, so they come back to the same question with the trial used as far as it was.
 * Each answer the server does not hold yet is sent again as the learner (one command each, judged again by the
 * server, in question order); a refusal (the trial is over) stops there. The visitor's copy is then dropped.
 */
export function useVisitorHandoff({ setId, questions, mode, ready, serverAnswers }: HandoffInput): Handoff {
  const [handoff, setHandoff] = useState<Handoff>({ status: 'waiting' });
  const [submitAnswer] = useSubmitAnswerMutation();
  const started = useRef(false);

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    const visitor = loadLocalProgress(localStorage, setId, null, Date.now());
    const toSend = visitor ? questionsToHandOff(questions, visitor.answeredQuestions, serverAnswers) : [];
    if (!visitor || toSend.length === 0) {
      setHandoff({ status: 'none' });
      return;
    }
    void (async () => {
      const answers = { ...serverAnswers };
      for (const question of toSend) {
        const given = visitor.answeredQuestions[question.id] as AnsweredQuestion;
        try {
          const result = await submitAnswer({
            setId,
            questionId: question.id,
            selectedOptionIds: given.selectedOptionIds,
            timeSpentMs: given.timeSpentMs,
            mode,
          }).unwrap();
          answers[question.id] = {
            selectedOptionIds: given.selectedOptionIds,
            isCorrect: result.isCorrect,
            correctOptionIds: result.correctOptionIds,
            explanation: result.explanation,
            timeSpentMs: given.timeSpentMs,
          };
        } catch {
          break;
        }
      }
      clearLocalProgress(localStorage, setId, null);
      setHandoff({ status: 'done', index: visitor.lastQuestionIndex, answers });
    })();
  }, [ready, setId, questions, mode, serverAnswers, submitAnswer]);

  return ready ? handoff : { status: 'waiting' };
}
