// Issue 26 figures: the offline bundle's size per 100 questions, and the sync rate of a 500-answer outbox sent
// as one batch (POST /practice/{setId}/answers/batch) against the baseline of the same 500 answers sent one
// request each (POST /practice/{setId}/answers with their client ids), in the same run, durable SQLite.
// Client and server share this process (fetch over 127.0.0.1), so both rates include the client's cost.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { composeStandalone } from '@exam/ops/standalone';
import { createLogger } from '@exam/platform';
import { benchConfig } from './bench-config.js';
import { now, printTable, round } from './measure.js';
import { seedFreeSet } from './seed-set.js';

const QUESTIONS = 100;
const OUTBOX = 500;

/** Question texts of a realistic length: ~200 characters, options ~40, an explanation of ~400 (HTML). */
const questionOf = (i: number) => ({
  id: randomUUID(),
  text: `問${i}: ${'情報セキュリティマネジメントにおけるリスク対応の説明として、最も適切なものはどれか。'.repeat(4)}`,
  questionType: 'single' as const,
  explanation: `<p>${'リスク移転とは、保険の加入や外部委託などによりリスクを第三者に移すことである。'.repeat(10)}</p>`,
  options: [0, 1, 2, 3].map((o) => ({
    id: randomUUID(),
    text: `選択肢${o}: ${'リスクを受容し、対策を講じない判断をする。'.repeat(2)}`,
    isCorrect: o === 0,
  })),
});

export async function offlineSyncBenchmark(): Promise<void> {
  const config = benchConfig('offline-sync-bench', { RATE_LIMIT_PER_MINUTE: '0' });
  const app = await composeStandalone({ config, logger: createLogger({ LOG_LEVEL: 'silent' }) });
  try {
    const directory = app.identity?.directory;
    if (!directory)
      throw new Error('the offline-sync benchmark needs the embedded provider (IDENTITY=embedded)');
    const tokenOf = async (name: string) => {
      const account = await directory.createAccount({
        username: name,
        email: `${name}@example.com`,
        password: `${name}-password-0123`,
      });
      return directory.issueAccessToken(account.sub);
    };
    const [batchToken, singleToken] = [await tokenOf('bench_batch'), await tokenOf('bench_single')];
    const questions = Array.from({ length: QUESTIONS }, (_, i) => questionOf(i));
    const setId = randomUUID();
    await seedFreeSet(app, setId, 'オフライン同期ベンチマーク', questions);
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/practice/${setId}`;
    const call = async (path: string, token: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text}`);
      return text;
    };

    const bundle = await call('/offline-bundle', batchToken);
    const bytes = Buffer.byteLength(bundle);
    printTable(`Offline bundle of ${QUESTIONS} questions (JSON, as served)`, [
      { form: 'raw', bytes, 'KiB / 100 questions': round((bytes / 1024) * (100 / QUESTIONS)) },
      {
        form: 'gzip',
        bytes: gzipSync(bundle).length,
        'KiB / 100 questions': round((gzipSync(bundle).length / 1024) * (100 / QUESTIONS)),
      },
    ]);

    const started = Date.now();
    const outbox = () =>
      Array.from({ length: OUTBOX }, (_, i) => {
        const question = questions[i % QUESTIONS] ?? questions[0];
        return {
          clientId: randomUUID(),
          questionId: question?.id,
          selectedOptionIds: [question?.options[i % 4]?.id],
          timeSpentMs: 1500,
          answeredAt: new Date(started - (OUTBOX - i) * 60_000).toISOString(),
        };
      });
    const rate = (ms: number) => round(OUTBOX / (ms / 1000), 0);

    const singles = outbox();
    let t0 = now();
    for (const answer of singles) await call('/answers', singleToken, answer);
    const singleMs = now() - t0;

    const batch = outbox();
    t0 = now();
    const sent = JSON.parse(await call('/answers/batch', batchToken, { answers: batch }));
    const batchMs = now() - t0;
    t0 = now();
    const resent = JSON.parse(await call('/answers/batch', batchToken, { answers: batch }));
    const resendMs = now() - t0;
    if (sent.data.appended !== OUTBOX || resent.data.appended !== 0)
      throw new Error(`appended ${sent.data.appended}, then ${resent.data.appended} on the resend`);

    printTable(`Sync of a ${OUTBOX}-answer outbox (baseline: one request per answer)`, [
      {
        way: 'one request per answer (baseline)',
        ms: round(singleMs),
        'answers/s': rate(singleMs),
        appended: OUTBOX,
      },
      {
        way: 'one batch request',
        ms: round(batchMs),
        'answers/s': rate(batchMs),
        appended: sent.data.appended,
        'x baseline': round(singleMs / batchMs),
      },
      { way: 'the same batch again', ms: round(resendMs), 'answers/s': rate(resendMs), appended: 0 },
    ]);
  } finally {
    await app.close();
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
}
