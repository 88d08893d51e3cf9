import { randomUUID } from 'node:crypto';
import { DEFAULT_PASS_RULE, type MockExamStarted, mockExamStream } from '@exam/domain';
import {
  type DocumentStore,
  type EventStore,
  InProcessJobQueue,
  openSqliteDocumentStore,
  openSqliteEventStore,
} from '@exam/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockExamService } from './exam-service.js';

const MINUTE = 60_000;

/** An exam as the log and the mock_exams read model hold it, with its deadline `minutes` from now. */
const examEndingIn = (examId: string, minutes: number): MockExamStarted['data'] => ({
  examId,
  userId: `learner-of-${examId}`,
  questionSetIds: ['set-1'],
  questions: [{ questionId: 'q-1', questionSetId: 'set-1', category: 'ネットワーク' }],
  durationMinutes: 30,
  startedAt: new Date(Date.now() - 30 * MINUTE).toISOString(),
  deadline: new Date(Date.now() + minutes * MINUTE).toISOString(),
  passRule: DEFAULT_PASS_RULE,
});

/** A process that starts again (its in-process queue empty) over exams started before. */
describe('mock exam deadlines after a restart', () => {
  let eventStore: EventStore;
  let documentStore: DocumentStore;
  let jobs: InProcessJobQueue;

  const given = async (exam: MockExamStarted['data'], submittedAt: string | null = null) => {
    await eventStore.append(mockExamStream(exam.examId), [
      { id: randomUUID(), type: 'MockExamStarted', data: exam, metadata: {} },
    ]);
    await documentStore
      .collection('mock_exams')
      .upsert({ id: exam.examId, userId: exam.userId, exam, answers: {}, submittedAt, reason: null });
  };
  const typesOf = async (examId: string) =>
    (await eventStore.readStream(mockExamStream(examId))).map((event) => [event.type, event.data]);

  beforeEach(async () => {
    eventStore = await openSqliteEventStore({ file: ':memory:' });
    documentStore = await openSqliteDocumentStore({ file: ':memory:' });
    jobs = new InProcessJobQueue('resume-test');
  });
  afterEach(async () => {
    await jobs.close();
    await documentStore.close();
    await eventStore.close();
  });

  it('given an exam whose deadline passed while down, one still running and one submitted, when the service starts, then the first is graded at once and the second waits', async () => {
    const overdue = examEndingIn('overdue', -5);
    await given(overdue);
    await given(examEndingIn('running', 60));
    await given(examEndingIn('submitted', -10), new Date().toISOString());
    const graded = new Promise<string>((resolve) => jobs.onCompleted((event) => resolve(event.jobId)));

    const scheduled = await mockExamService({ eventStore, documentStore, jobs }).resumeDeadlines();

    expect(scheduled).toBe(2);
    expect(await graded).toBe('mock-exam-overdue');
    expect((await typesOf('overdue')).at(-1)).toEqual([
      'MockExamSubmitted',
      expect.objectContaining({ examId: 'overdue', userId: overdue.userId, reason: 'deadline' }),
    ]);
    expect(await jobs.getJob('mock-exam-running')).toMatchObject({ state: 'queued' });
    expect((await typesOf('running')).map(([type]) => type)).toEqual(['MockExamStarted']);
    expect(await jobs.getJob('mock-exam-submitted')).toBeNull();
  });

  it('given no queue (a process that grades nothing), then nothing is scheduled', async () => {
    await given(examEndingIn('overdue', -5));

    expect(await mockExamService({ eventStore, documentStore }).resumeDeadlines()).toBe(0);
  });
});
