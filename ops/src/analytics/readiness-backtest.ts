import {
  type ExamAnswer,
  estimateReadiness,
  type GradingFacts,
  gradeExam,
  type MockExamEvent,
  readinessInputOf,
} from '@exam/domain';
import type { RecordedEvent } from '@exam/platform';
import { type CatalogueSet, ReplayState } from './replay-state.js';

export type BacktestRow = {
  examId: string;
  userId: string;
  questionSetId: string;
  startedAt: string;
  questions: number;
  answersBefore: number;
  predicted: number;
  low: number;
  high: number;
  baseline: number;
  passed: boolean;
  score: number;
};

export type CalibrationBin = { from: number; to: number; exams: number; predicted: number; observed: number };

export type BacktestReport = {
  rows: BacktestRow[];
  brierModel: number;
  brierBaseline: number;
  calibration: CalibrationBin[];
  /** Exams left out: over several sets, or of a set no longer in the catalogue. */
  skipped: number;
};

/** P(X >= k) for X ~ Binomial(n, p). */
const binomialAtLeast = (n: number, p: number, k: number) => {
  let total = 0;
  for (let x = Math.max(0, k); x <= n; x++) {
    let choose = 1;
    for (let i = 1; i <= x; i++) choose = (choose * (n - x + i)) / i;
    total += choose * p ** x * (1 - p) ** (n - x);
  }
  return total;
};

/**
 * The baseline the issue names: the learner's recent accuracy on the set (last 50 practice answers, shrunk
 * towards a coin by one right and one wrong answer) against the pass mark, as the chance that an exam of this
 * size scores at least the mark with that accuracy.
 */
export const baselineOf = (
  recent: { correct: number; answers: number },
  questions: number,
  overall: number,
) =>
  binomialAtLeast(
    questions,
    (recent.correct + 1) / (recent.answers + 2),
    Math.ceil((overall / 100) * questions - 1e-9),
  );

const timeOf = (event: RecordedEvent): string => {
  const data = event.data as { answeredAt?: string; startedAt?: string; submittedAt?: string };
  return data.answeredAt ?? data.startedAt ?? data.submittedAt ?? event.metadata.at;
};

const brier = (pairs: Array<[number, boolean]>) =>
  pairs.length ? pairs.reduce((sum, [p, y]) => sum + (p - (y ? 1 : 0)) ** 2, 0) / pairs.length : Number.NaN;

/**
 * Issue 41's backtest: replays the log in the order things happened and, for every submitted mock exam, predicts
 * its pass from the events before it started (the readiness model, simulating the exam's own size) and from the
 * baseline, then compares both with the exam's graded result.
 */
export function backtestReadiness(
  events: readonly RecordedEvent[],
  catalogue: ReadonlyMap<string, CatalogueSet>,
): BacktestReport {
  const ordered = [...events].sort((a, b) => timeOf(a).localeCompare(timeOf(b)) || a.position - b.position);
  const state = new ReplayState(catalogue);
  const facts = new Map<string, GradingFacts>();
  for (const set of catalogue.values())
    for (const question of set.questions)
      facts.set(question.id, {
        questionType: question.questionType,
        correctOptionIds: question.options.filter((option) => option.isCorrect).map((option) => option.id),
      });
  type Open = {
    started: Extract<MockExamEvent, { type: 'MockExamStarted' }>['data'];
    answers: Map<string, ExamAnswer>;
    prediction: Omit<BacktestRow, 'passed' | 'score'> | null;
  };
  const open = new Map<string, Open>();
  const rows: BacktestRow[] = [];
  let skipped = 0;
  for (const event of ordered) {
    if (event.type === 'AnswerRecorded') state.answer(event);
    else if (event.type === 'MockExamStarted') {
      const started = event.data as Open['started'];
      const [setId] = started.questionSetIds;
      const setFacts =
        started.questionSetIds.length === 1 && setId
          ? state.facts(started.userId, setId, new Date(started.startedAt))
          : null;
      let prediction: Open['prediction'] = null;
      if (setFacts && setId) {
        const input = { ...readinessInputOf(setFacts), examSize: started.questions.length };
        const readiness = estimateReadiness(input);
        prediction = {
          examId: started.examId,
          userId: started.userId,
          questionSetId: setId,
          startedAt: started.startedAt,
          questions: started.questions.length,
          answersBefore: readiness.basedOn.answers,
          predicted: readiness.passProbability,
          low: readiness.low,
          high: readiness.high,
          baseline: baselineOf(
            state.recentAccuracy(started.userId, setId),
            started.questions.length,
            started.passRule.overall,
          ),
        };
      }
      open.set(started.examId, { started, answers: new Map(), prediction });
    } else if (event.type === 'MockExamAnswered') {
      const { examId, questionId, selectedOptionIds, guessed, flagged, answeredAt } = event.data as {
        examId: string;
      } & ExamAnswer & { questionId: string };
      open.get(examId)?.answers.set(questionId, { selectedOptionIds, guessed, flagged, answeredAt });
    } else if (event.type === 'MockExamSubmitted') {
      const { examId, submittedAt } = event.data as { examId: string; submittedAt: string };
      const exam = open.get(examId);
      if (!exam) continue;
      open.delete(examId);
      const result = gradeExam(exam.started, exam.answers, facts, submittedAt);
      const [setId] = exam.started.questionSetIds;
      if (!exam.prediction || !setId) {
        skipped += 1;
        continue;
      }
      rows.push({ ...exam.prediction, passed: result.passed, score: result.score });
      state.examSubmitted(
        exam.started.userId,
        setId,
        exam.started.startedAt,
        result.correctness.map(({ questionId, isCorrect }) => ({
          questionId,
          isCorrect,
          at: exam.answers.get(questionId)?.answeredAt ?? submittedAt,
        })),
      );
    }
  }
  const calibration: CalibrationBin[] = Array.from({ length: 10 }, (_, bin) => {
    const inBin = rows.filter((row) => Math.min(9, Math.floor(row.predicted * 10)) === bin);
    return {
      from: bin / 10,
      to: (bin + 1) / 10,
      exams: inBin.length,
      predicted: inBin.length
        ? inBin.reduce((sum, row) => sum + row.predicted, 0) / inBin.length
        : Number.NaN,
      observed: inBin.length ? inBin.filter((row) => row.passed).length / inBin.length : Number.NaN,
    };
  });
  return {
    rows,
    brierModel: brier(rows.map((row) => [row.predicted, row.passed])),
    brierBaseline: brier(rows.map((row) => [row.baseline, row.passed])),
    calibration,
    skipped,
  };
}

const fixed = (value: number, digits = 3) => (Number.isNaN(value) ? '-' : value.toFixed(digits));

/** The one summary line and the calibration table, as printed and as kept in docs/readiness.md. */
export function formatBacktest(report: BacktestReport): string {
  const lines = [
    `readiness backtest: ${report.rows.length} exams, Brier model ${fixed(report.brierModel)}, baseline ${fixed(report.brierBaseline)}`,
    '',
    '| predicted | exams | mean predicted | observed pass rate |',
    '| --- | ---: | ---: | ---: |',
    ...report.calibration.map(
      (bin) =>
        `| ${bin.from.toFixed(1)}–${bin.to.toFixed(1)} | ${bin.exams} | ${fixed(bin.predicted, 2)} | ${fixed(bin.observed, 2)} |`,
    ),
  ];
  return lines.join('\n');
}

export function backtestCsv(report: BacktestReport): string {
  const header =
    'examId,userId,questionSetId,startedAt,questions,answersBefore,predicted,low,high,baseline,passed,score';
  return [
    header,
    ...report.rows.map((row) =>
      [
        row.examId,
        row.userId,
        row.questionSetId,
        row.startedAt,
        row.questions,
        row.answersBefore,
        row.predicted,
        row.low,
        row.high,
        row.baseline.toFixed(4),
        row.passed,
        row.score,
      ].join(','),
    ),
  ].join('\n');
}
