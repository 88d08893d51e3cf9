import { readFileSync } from 'node:fs';
import { createTestIssuer, loadConfig } from '@exam/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, type Harness, startStandalone } from '../standalone/test-support/harness.js';
import { networkSetPayload } from '../standalone/test-support/sample-payloads.js';
import { createApiClient } from './client.js';
import { answerFirstQuestion } from './example.js';
import { generateSchema, SCHEMA_FILE } from './generate.js';

/**
 * A client generated from the published document (openapi-typescript + openapi-fetch) works against
 * the running server, as a partner integrating with the product would use it.
 */
describe('the generated API client', () => {
  let harness: Harness;
  let origin: string;
  let learnerToken: string;
  let setId: string;

  beforeAll(async () => {
    const { OIDC_ISSUER, OIDC_AUDIENCE } = loadConfig({ NODE_ENV: 'test' });
    const issuer = await createTestIssuer({ issuer: OIDC_ISSUER, audience: OIDC_AUDIENCE });
    harness = await startStandalone({ localJwks: issuer.jwks });
    origin = await harness.listen();
    // Signing in at the issuer gives the learner an access token; the client sends it as the bearer.
    learnerToken = (await issuer.bearer('sub-client-learner', 'client_learner')).Authorization.slice(
      'Bearer '.length,
    );
    const created = await harness.http.post('/api/question-sets').set(admin).send(networkSetPayload());
    expect(created.status).toBe(201);
    setId = created.body.data.id;
    await harness.standalone.progress.waitForPosition(created.body.position, 5_000);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given the current document, when the types are generated again, then they equal the committed ones', async () => {
    expect(await generateSchema()).toBe(readFileSync(SCHEMA_FILE, 'utf8'));
  });

  it("given the example of docs/api.md, when it runs against the server as a learner, then it answers a set's first question", async () => {
    const result = await answerFirstQuestion(origin, learnerToken);
    expect(result.set).toBe(networkSetPayload().title);
    expect(typeof result.isCorrect).toBe('boolean');
    expect(result.position).toBeGreaterThan(0);
  });

  it('given a visitor, when listing sets, then the new set is there, typed', async () => {
    const { data, response } = await createApiClient(origin).GET('/question-sets');
    expect(response.status).toBe(200);
    expect(data?.data.map((set) => set.id)).toContain(setId);
  });

  it('given a signed-in learner, when answering, then the progress and a mock exam follow', async () => {
    const client = createApiClient(origin, learnerToken);
    const me = await client.GET('/users/me');
    expect(me.response.status).toBe(200);

    const detail = await client.GET('/question-sets/{id}', { params: { path: { id: setId } } });
    const first = detail.data?.data.questions[0] as { id: string; options: { id: string }[] };
    const answer = await client.POST('/practice/{setId}/answers', {
      params: { path: { setId } },
      body: { questionId: first.id, selectedOptionIds: [first.options[0]?.id ?? ''] },
    });
    expect(answer.response.status).toBe(200);
    const position = answer.data?.position ?? 0;

    const progress = await client.GET('/user-progress/stats', {
      params: { query: { minPosition: String(position) } },
    });
    expect(progress.response.status).toBe(200);
    expect(progress.data?.data[setId]?.completedQuestions).toBe(1);

    const started = await client.POST('/mock-exams', {
      body: { questionSetIds: [setId], questionCount: 2, durationMinutes: 10 },
    });
    expect(started.response.status).toBe(201);
    const exam = started.data?.data;
    expect(exam?.questions).toHaveLength(2);
    const submitted = await client.POST('/mock-exams/{examId}/submit', {
      params: { path: { examId: exam?.examId ?? '' } },
    });
    expect(submitted.response.status).toBe(200);
    expect(submitted.data?.data.status).toBe('ended');
    expect(submitted.data?.data.result?.total).toBe(2);
    // Issue 40: the exam and the questions list show the options in this learner's order, as the set read does.
    const order = new Map(
      ((detail.data?.data.questions ?? []) as Array<{ id: string; options: { id: string }[] }>).map(
        (question) => [question.id, question.options.map((option) => option.id)],
      ),
    );
    for (const question of submitted.data?.data.questions ?? [])
      expect(question.options.map((option) => option.id)).toEqual(order.get(question.id));
    const listed = await client.GET('/questions', {
      params: { query: { questionSetId: setId, include: 'options' } },
    });
    const listedQuestions = (listed.data?.data.list ?? []) as Array<{
      id: string;
      options?: { id: string }[];
    }>;
    expect(listedQuestions.length).toBeGreaterThan(0);
    for (const question of listedQuestions)
      expect(question.options?.map((option) => option.id)).toEqual(order.get(question.id));
  });
});
