// The big-set benchmark's sets, seeded through the API as an administrator would (the batch import), and one
// learner's answers to the first questions (one append), for the quiz's progress reads.
import { randomUUID } from 'node:crypto';
import { practiceStream } from '@exam/domain';
import { questionsInOrder, SET_QUESTIONS, type SetQuestion } from '@exam/projections';
import { admin, jsonOf, read } from './big-set-http.js';
import { fileOf } from './import-bench.js';
import type { ImportServer } from './import-server.js';

export type SeededSet = {
  id: string;
  title: string;
  size: number;
  /** The set's questions in their order, as the read side holds them (ids and options). */
  questions: Array<{ id: string; text: string; options: Array<{ id: string; isCorrect: boolean }> }>;
  /** How long the import took until the read side had it. */
  seedMs: number;
  /** The log position the read side had reached then. */
  position: number;
};

/** A free set of `size` questions: created, then filled by one batch upload, until the read side has them. */
export async function seedSet(server: ImportServer, title: string, size: number): Promise<SeededSet> {
  const created = await read(
    server,
    '/api/question-sets',
    { ...admin, 'Content-Type': 'application/json' },
    {
      method: 'POST',
      body: JSON.stringify({
        title,
        description: '',
        category: 'ベンチマーク',
        isPaid: false,
        price: 0,
        trialQuestions: 0,
      }),
    },
  );
  if (created.status !== 201) throw new Error(`set not created: ${created.status}`);
  const id = jsonOf<{ data: { id: string } }>(created.body).data.id;
  const form = new FormData();
  form.set('file', new Blob([fileOf(size)]), 'big.csv');
  const started = performance.now();
  const imported = await fetch(`${server.baseUrl}/api/questions/batch-upload/${id}`, {
    method: 'POST',
    headers: admin,
    body: form,
  });
  const { position } = (await imported.json()) as { position: number };
  if (!(await server.app.progress.waitForPosition(position, 300_000)))
    throw new Error('import not projected');
  const seedMs = performance.now() - started;
  const questions = await questionsInOrder(
    server.app.documentStore.collection<SetQuestion>(SET_QUESTIONS),
    id,
  );
  if (questions.length !== size) throw new Error(`expected ${size} questions, found ${questions.length}`);
  return {
    id,
    title,
    size,
    questions: questions.map((question) => ({
      id: question.id,
      text: question.text,
      options: question.options.map((option) => ({ id: option.id, isCorrect: option.isCorrect })),
    })),
    seedMs,
    position,
  };
}

/** The learner's answers to the set's first `count` questions (one append), projected. */
export async function answerFirst(server: ImportServer, set: SeededSet, learnerId: string, count: number) {
  const events = set.questions.slice(0, count).map((question, index) => ({
    id: randomUUID(),
    type: 'AnswerRecorded',
    data: {
      userId: learnerId,
      questionSetId: set.id,
      questionId: question.id,
      questionIndex: index,
      selectedOptionIds: [question.options[index % 3 === 0 ? 1 : 0]?.id],
      isCorrect: index % 3 !== 0,
      timeSpentMs: 5_000,
      mode: 'normal',
    },
    metadata: { userId: learnerId, at: new Date().toISOString() },
  }));
  const { position } = await server.app.eventStore.append(practiceStream(learnerId, set.id), events);
  if (!(await server.app.progress.waitForPosition(position, 120_000)))
    throw new Error('answers not projected');
}
