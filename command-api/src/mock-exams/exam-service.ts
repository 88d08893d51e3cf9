import { randomUUID } from 'node:crypto';
import {
  type CommandMetadata,
  decideMockExam,
  examView,
  fold,
  type MockExamEvent,
  type MockExamState,
  mockExamDecider,
  mockExamStream,
} from '@exam/domain';
import { type DocumentStore, type EventStore, handleCommand, type JobQueue } from '@exam/platform';
import { drawStratified } from './draw.js';
import {
  readExamPlaces,
  readExamQuestions,
  readExamSets,
  readPassRule,
  readQuestionsAt,
  readQuestionsById,
  withOptionOrder,
} from './exam-catalogue.js';

export const MOCK_EXAM_DEADLINE_JOB = 'mock-exam-deadline';

// The read model of @exam/projections, by name (the command API does not depend on that package).
const MOCK_EXAMS = 'mock_exams';
type OpenExamDocument = {
  id: string;
  userId: string;
  exam: { deadline: string };
  submittedAt: string | null;
};

export type MockExamServiceDependencies = {
  eventStore: Pick<EventStore, 'readStream' | 'append'>;
  documentStore: DocumentStore;
  /** Grades exams at their deadline (absent: an exam past its deadline reads as ended all the same). */
  jobs?: Pick<JobQueue, 'enqueue' | 'process'>;
};

export type StartRequest = { questionSetIds: string[]; questionCount: number; durationMinutes: number };
export type AnswerRequest = {
  questionId: string;
  selectedOptionIds: string[];
  guessed: boolean;
  flagged: boolean;
};

/** Issue 17: start, answer and submit a timed mock exam; the server keeps the time. */
export const mockExamService = ({ eventStore, documentStore, jobs }: MockExamServiceDependencies) => {
  const stateOf = async (examId: string): Promise<MockExamState> =>
    fold(
      mockExamDecider,
      (await eventStore.readStream(mockExamStream(examId))) as unknown as MockExamEvent[],
    );

  /**
   * Runs a command on the exam's stream; answers the append result and the exam's state after it (the state the
   * decision was taken on, with the decided events folded in), so nothing reads the stream a second time.
   */
  const run = async (examId: string, command: Parameters<typeof mockExamDecider.decide>[0]) => {
    let after: MockExamState = mockExamDecider.initialState();
    const result = await handleCommand({
      eventStore,
      decider: {
        ...mockExamDecider,
        decide: (cmd, state) => {
          const events = decideMockExam(cmd, state);
          after = events.reduce(mockExamDecider.evolve, state);
          return events;
        },
      },
      streamName: mockExamStream(examId),
      command,
    });
    return { position: result.position, state: after };
  };

  /** The learner's view of an exam state (the read model may lag a moment behind the command). */
  const viewOf = async (state: MockExamState, now: Date) => {
    if (state.status === 'absent') throw new Error('a decided exam has a state');
    const content = await readQuestionsById(
      documentStore,
      state.exam.questions.map((question) => question.questionId),
    );
    return examView(state, await withOptionOrder(documentStore, content), now);
  };

  const submit = async (
    examId: string,
    userId: string,
    reason: 'learner' | 'deadline',
    metadata: CommandMetadata,
  ) => {
    const at = new Date();
    const { position, state } = await run(examId, {
      type: 'SubmitMockExam',
      data: { examId, userId, at: at.toISOString(), reason },
      metadata,
    });
    return { position, view: await viewOf(state, at) };
  };

  /** One job per exam (its id deduplicates), a second after the deadline; at once when that is past. */
  const scheduleDeadline = (examId: string, userId: string, deadline: string) =>
    jobs?.enqueue(
      MOCK_EXAM_DEADLINE_JOB,
      { examId, userId },
      {
        jobId: `mock-exam-${examId}`,
        delayMs: Math.max(0, Date.parse(deadline) - Date.now() + 1_000),
        attempts: 3,
      },
    );

  jobs?.process<{ examId: string; userId: string }>(MOCK_EXAM_DEADLINE_JOB, async (job) => {
    const state = await stateOf(job.data.examId);
    if (state.status !== 'running') return { skipped: true };
    await submit(job.data.examId, job.data.userId, 'deadline', { userId: 'system', correlationId: job.id });
    return { submitted: true };
  });

  return {
    /**
     * Schedules again the deadline of every exam still open, for a process that starts: the in-process queue
     * forgets its jobs on a restart (BullMQ keeps them; the job id makes this a no-op there). Exams whose
     * deadline passed meanwhile are graded at once, so their answers still reach the learning path. Answers the
     * number of exams scheduled.
     */
    async resumeDeadlines(): Promise<number> {
      if (!jobs) return 0;
      const open = await documentStore.collection<OpenExamDocument>(MOCK_EXAMS).find({ submittedAt: null });
      for (const doc of open) await scheduleDeadline(doc.id, doc.userId, doc.exam.deadline);
      return open.length;
    },

    async start(userId: string, request: StartRequest, metadata: CommandMetadata) {
      const now = new Date();
      const sets = await readExamSets(documentStore, userId, request.questionSetIds, now);
      const category = new Map(sets.map((set) => [set.id, set.category]));
      const categoryOf = (question: { questionSetId: string }) => category.get(question.questionSetId) ?? '';
      // Places are drawn and only the drawn questions read; should a set change in between (a place no longer
      // holds a question), the draw is made again from every question, as it was before places.
      const places = drawStratified(
        await readExamPlaces(documentStore, request.questionSetIds),
        categoryOf,
        request.questionCount,
      );
      const drawn =
        (await readQuestionsAt(documentStore, places)) ??
        drawStratified(
          await readExamQuestions(documentStore, request.questionSetIds),
          categoryOf,
          request.questionCount,
        );
      const examId = randomUUID();
      const deadline = new Date(now.getTime() + request.durationMinutes * 60_000);
      const exam = {
        examId,
        userId,
        questionSetIds: request.questionSetIds,
        questions: drawn.map((question) => ({
          questionId: question.id,
          questionSetId: question.questionSetId,
          category: category.get(question.questionSetId) ?? '',
        })),
        durationMinutes: request.durationMinutes,
        startedAt: now.toISOString(),
        deadline: deadline.toISOString(),
        passRule: await readPassRule(documentStore, request.questionSetIds),
      };
      const { position } = await run(examId, { type: 'StartMockExam', data: exam, metadata });
      // Graded at the deadline even if the learner never comes back.
      await scheduleDeadline(examId, userId, exam.deadline);
      const content = await withOptionOrder(
        documentStore,
        new Map(drawn.map((question) => [question.id, question])),
      );
      return { position, view: examView({ exam, answers: new Map(), submittedAt: null }, content, now) };
    },

    async answer(examId: string, userId: string, request: AnswerRequest, metadata: CommandMetadata) {
      const content = await readQuestionsById(documentStore, [request.questionId]);
      const optionIds = content.get(request.questionId)?.options.map((option) => option.id) ?? [];
      const { position, state } = await run(examId, {
        type: 'AnswerMockExam',
        data: { examId, userId, ...request, at: new Date().toISOString(), optionIds },
        metadata,
      });
      return { position, answered: state.status === 'absent' ? 0 : state.answers.size };
    },

    submit: (examId: string, userId: string, metadata: CommandMetadata) =>
      submit(examId, userId, 'learner', metadata),
  };
};

export type MockExamService = ReturnType<typeof mockExamService>;
