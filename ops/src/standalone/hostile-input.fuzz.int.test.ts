import { createTestIssuer, loadConfig } from '@exam/platform';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileRequest, issueExamples } from './fuzz/hostile-requests.js';
import { operationKey, type WriteOperation, writeOperations } from './fuzz/operations.js';
import { closeRawClient, type RawRequest, type RawResponse, sendRaw } from './fuzz/raw-client.js';
import { type Harness, startStandalone } from './test-support/harness.js';
import { networkSetPayload } from './test-support/sample-payloads.js';

/*
 * Issue 27 item 6: property-based hostile input (fast-check) on every write operation of the OpenAPI document the
 * server publishes, as a visitor, a learner and an administrator. Each request must get an answer below 500 in the
 * envelope, and a refused one (4xx) must leave the event log as it was. FUZZ_SEED replays a run (the seed is
 * printed); FUZZ_RUNS sets the generated requests per operation and caller (default 6: about 1,500 requests, about a minute).
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

/**
 * Operations whose unchanged-log check is off, with the reason printed every run. None since issue 27 items 2-4
 * (one append per request, bounds, expiry that cannot throw) landed: every refusal must append nothing.
 */
const LOG_CHECK_PENDING: Record<string, string> = {};

/**
 * Operations where a 500 after an accepted huge value would be recorded rather than failed. None any more: a huge
 * value is refused by its bound and an expiry cannot throw, so any 500 fails the run.
 */
const GRANT_AFTER_UNBOUNDED_VALIDITY: Record<string, string> = {};

type Caller = { name: string; headers: Record<string, string> };
type Finding = { operation: string; caller: string; status: number; request: string };

/** The request for a report (the caller's token left out: the caller is named beside it). */
const describeRequest = (raw: RawRequest) =>
  `${raw.method} ${raw.path.slice(0, 120)} ${JSON.stringify({ ...raw.headers, Authorization: undefined })} body=${
    raw.body ? `${raw.body.length}B ${JSON.stringify(raw.body.subarray(0, 160).toString('latin1'))}` : 'none'
  }`;

/** The envelope: `{success:false, message, code}` on a refusal, `{success:true}` on success. */
const envelopeProblem = (response: RawResponse): string | null => {
  if (!/^application\/json/.test(response.contentType)) return `not JSON: ${response.contentType}`;
  const body = response.json as { success?: unknown; message?: unknown; code?: unknown } | undefined;
  if (typeof body !== 'object' || body === null) return 'no JSON object';
  if (response.status >= 400) {
    if (body.success !== false) return 'success is not false';
    if (typeof body.message !== 'string' || body.message === '') return 'no message';
    if (typeof body.code !== 'string' || body.code === '') return 'no code';
  } else if (body.success !== true) return 'success is not true';
  return null;
};

/** A number of 13 or more digits, or an exponent of 20 or more: no stored amount or period needs one. */
const HUGE = /(?:e\+?(?:[2-9]\d|\d{3})|\d{13,})/i;

describe('fuzz: hostile input on every write operation (issue 27)', () => {
  let harness: Harness;
  let port: number;
  let operations: WriteOperation[];
  let callers: Caller[];
  let ids: string[];

  beforeAll(async () => {
    const { OIDC_ISSUER, OIDC_AUDIENCE } = loadConfig({ NODE_ENV: 'test' });
    const issuer = await createTestIssuer({ issuer: OIDC_ISSUER, audience: OIDC_AUDIENCE });
    harness = await startStandalone({
      localJwks: issuer.jwks,
      env: { ADMIN_EMAILS: 'fuzz_admin@example.com', RATE_LIMIT_PER_MINUTE: '0', DEBUG_PURCHASES: 'true' },
    });
    port = Number(new URL(await harness.listen()).port);
    const admin = await issuer.bearer('sub-fuzz-admin', 'fuzz_admin');
    const learner = await issuer.bearer('sub-fuzz-learner', 'fuzz_learner');
    callers = [
      { name: 'anonymous', headers: {} },
      { name: 'learner', headers: learner },
      { name: 'administrator', headers: admin },
    ];
    const document = await harness.http.get('/api/docs/openapi.json');
    // Deletions last: the ids the other operations use stay alive for them.
    operations = writeOperations(document.body).sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    // First sign-ins: the ADMIN_EMAILS address becomes an administrator.
    const me = await harness.http.get('/api/users/me').set(learner);
    expect((await harness.http.get('/api/users/me').set(admin)).body.data).toMatchObject({ isAdmin: true });
    await harness.standalone.progress.waitForPosition(
      await harness.standalone.eventStore.headPosition(),
      10_000,
    );
    // Real ids, so that generated requests reach the handlers and not only "not found".
    const created = await harness.http.post('/api/question-sets').set(admin).send(networkSetPayload());
    expect(created.status).toBe(201);
    await harness.standalone.progress.waitForPosition(created.body.position, 10_000);
    const set = await harness.http.get(`/api/question-sets/${created.body.data.id}`).set(admin);
    const questionId = set.body.data.questions?.[0]?.id ?? created.body.data.id;
    ids = [created.body.data.id, questionId, me.body.data?.id ?? 'sub-fuzz-learner', crypto.randomUUID()];
  });
  afterAll(async () => {
    closeRawClient();
    await harness?.close();
  });

  it('given hostile requests to every write operation as every caller, then no 5xx, the envelope, and a refusal appends nothing', async () => {
    expect(operations.length).toBeGreaterThan(30);
    console.log(
      `fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} (replay: FUZZ_SEED=${SEED} npx vitest run hostile-input)`,
    );
    for (const [operation, reason] of Object.entries(LOG_CHECK_PENDING))
      console.log(`fuzz: unchanged-log check off for ${operation}: ${reason}`);
    for (const [operation, reason] of Object.entries(GRANT_AFTER_UNBOUNDED_VALIDITY))
      console.log(
        `fuzz: a 500 after an accepted huge value is recorded, not failed, for ${operation}: ${reason}`,
      );
    const started = Date.now();
    let requests = 0;
    const partialWrites: Finding[] = [];
    const grantFaults: Finding[] = [];
    const acceptedHuge: Finding[] = [];
    const covered = new Set<string>();
    let index = 0;
    for (const operation of operations) {
      const key = operationKey(operation);
      for (const caller of callers) {
        const examples = issueExamples(operation, ids, caller.headers).map((raw): [RawRequest] => [raw]);
        await fc.assert(
          fc.asyncProperty(hostileRequest(operation, ids, caller.headers), async (raw) => {
            const head = await harness.standalone.eventStore.headPosition();
            const response = await sendRaw(port, raw);
            requests++;
            const where = `${key} as ${caller.name}: ${response.status} ${response.text.slice(0, 200)}\n  ${describeRequest(raw)}`;
            if (response.status >= 500 && GRANT_AFTER_UNBOUNDED_VALIDITY[key] && acceptedHuge.length > 0) {
              grantFaults.push({
                operation: key,
                caller: caller.name,
                status: response.status,
                request: describeRequest(raw),
              });
              return;
            }
            if (response.status >= 500 || response.status < 200) throw new Error(`server error: ${where}`);
            const problem = envelopeProblem(response);
            if (problem) throw new Error(`envelope: ${problem}: ${where}`);
            const after = await harness.standalone.eventStore.headPosition();
            if (response.status >= 400 && after !== head) {
              const finding = {
                operation: key,
                caller: caller.name,
                status: response.status,
                request: describeRequest(raw),
              };
              if (!LOG_CHECK_PENDING[key])
                throw new Error(`a refused request appended ${after - head} event(s): ${where}`);
              partialWrites.push(finding);
            }
            if (response.status < 300 && raw.body && HUGE.test(raw.body.subarray(0, 4096).toString('latin1')))
              acceptedHuge.push({
                operation: key,
                caller: caller.name,
                status: response.status,
                request: describeRequest(raw),
              });
          }),
          { seed: SEED + index++, numRuns: RUNS + examples.length, examples, endOnFailure: true },
        );
        covered.add(key);
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz: ${requests} generated requests, ${covered.size} of ${operations.length} write operations x ${callers.length} callers, seed ${SEED}, ${seconds} s`,
    );
    const line = (finding: Finding) =>
      `${finding.operation} as ${finding.caller} -> ${finding.status}: ${finding.request.slice(0, 240)}`;
    for (const finding of partialWrites) console.log(`fuzz: partial write (check pending): ${line(finding)}`);
    for (const finding of grantFaults)
      console.log(`fuzz: 500 granting from a huge validity (pending): ${line(finding)}`);
    // Not failed here: the bounds are issue 27 item 3 (branch work-27b); listed so they can be checked after it.
    for (const finding of acceptedHuge.slice(0, 20))
      console.log(`fuzz: accepted a huge number (issue 27 item 3): ${line(finding)}`);
    expect(covered.size).toBe(operations.length);
  }, 240_000);
});
