import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, type Harness, learner, startStandalone } from './test-support/harness.js';
import { networkSetPayload } from './test-support/sample-payloads.js';

const promtool = spawnSync('promtool', ['--version']).status === 0;
if (!promtool)
  console.info('skipped: promtool check of /metrics: no promtool here (Debian package prometheus)');

/** prom-client's default process and Node.js metrics: theirs to name (three Node gauges end in _total). */
const isLibraryDefault = (line: string) => /^(# (HELP|TYPE) )?(process|nodejs)_/.test(line);

/** Issue 15: /metrics in Prometheus format, for the operator token only. */
describe('standalone /metrics', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startStandalone();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const scrape = async () => {
    const response = await harness.http.get('/metrics').set(admin);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.text;
  };

  it('given no token or a learner token, then 401 in the envelope', async () => {
    for (const request of [harness.http.get('/metrics'), harness.http.get('/metrics').set(learner)]) {
      const response = await request;
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it('given a command and reads, then durations by route, appends by type, checkpoints and lag per group are exposed', async () => {
    const created = await harness.http.post('/api/question-sets').set(admin).send(networkSetPayload());
    expect(created.status).toBe(201);
    await harness.standalone.progress.waitForPosition(created.body.position, 5_000);
    const setId = created.body.data.id as string;
    await harness.http.get(`/api/question-sets/${setId}`).expect(200);
    const question = created.body.data.questionIds[0] as string;
    // The direct way in (answers skip express) is timed too.
    await harness.http
      .post(`/api/practice/${setId}/answers`)
      .send({ questionId: question, selectedOptionIds: [] });

    const text = await scrape();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/question-sets\/:id"[^}]*\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/practice\/:setId\/answers"/,
    );
    expect(text).toMatch(/event_appends_total\{type="QuestionSetCreated"[^}]*\} 1/);
    for (const group of ['catalogue', 'learning', 'commerce', 'users', 'analytics'])
      expect(text).toMatch(new RegExp(`projection_checkpoint\\{group="${group}"`));
    expect(text).toMatch(/projection_lag_events\{group="catalogue"[^}]*\} \d+/);
    expect(text).toMatch(/job_queue_depth\{queue="[^"]+"[^}]*\} 0/);
    expect(text).toMatch(/socket_connections\{[^}]*\} 0/);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('given one route answered 200, 400 and 404, then every answer carries the same route label; unknown paths share one', async () => {
    await harness.http.get('/api/question-sets').expect(200);
    await harness.http.post('/api/question-sets').set(admin).send({ title: 42 });
    await harness.http.get('/api/question-sets/no-such-set');
    await harness.http.get('/api/no/such/path/1');
    await harness.http.get('/no-such-page-2');
    const text = await scrape();
    const routes = new Set(
      [...text.matchAll(/http_request_duration_seconds_count\{[^}]*route="([^"]+)"/g)].map((m) => m[1]),
    );
    expect(routes.has('/api/question-sets')).toBe(true);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/question-sets"[^}]*status="400"/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/question-sets\/:id"[^}]*status="404"/,
    );
    for (const route of routes) expect(route === 'unmatched' || route.startsWith('/'), route).toBe(true);
    expect([...routes].filter((route) => route.includes('no-such') || route.includes('no/such'))).toEqual([]);
    expect(routes.has('unmatched')).toBe(true);
  });

  it.skipIf(!promtool)('given the app’s own metrics, then promtool check metrics finds nothing', async () => {
    await harness.http.get('/api/question-sets');
    const own = (await scrape())
      .split('\n')
      .filter((line) => !isLibraryDefault(line))
      .join('\n');
    const checked = spawnSync('promtool', ['check', 'metrics'], { input: own, encoding: 'utf8' });
    expect(`${checked.stdout}${checked.stderr}`.trim()).toBe('');
    expect(checked.status).toBe(0);
  });
});
