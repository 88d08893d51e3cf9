// POST /api/practice/{setId}/answers at 50 concurrent signed-in learners (durable SQLite, synchronous=FULL),
// against a bare express handler answering the same JSON, plus projection lag (append -> read model).
import { type ChildProcess, fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { now, percentile, printTable, round } from './measure.js';
import type { AnswerServerReady, AnswerServerStart, LagReport } from './record-answer-server.js';

const serverFile = fileURLToPath(new URL('./record-answer-server.js', import.meta.url));

type Server = { child: ChildProcess; ready: AnswerServerReady };

const ask = <T>(child: ChildProcess, message: object) =>
  new Promise<T>((resolve) => {
    child.once('message', resolve as never);
    child.send(message);
  });

async function startServer(start: AnswerServerStart): Promise<Server> {
  // BENCH_PROFILE_DIR=<dir> writes a CPU profile of each server process (on its exit) for analysis.
  const profile = process.env.BENCH_PROFILE_DIR;
  const execArgv = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = fork(serverFile, [], { stdio: 'inherit', execArgv });
  return { child, ready: await ask<AnswerServerReady>(child, start) };
}

type Call = { status: number; body: string; ms: number };

function post(agent: Agent, port: number, path: string, token: string, payload: string): Promise<Call> {
  const started = now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          Authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            ms: now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** `users` learners, each answering in a loop (one request in flight per learner) for `seconds`. */
async function load(server: AnswerServerReady, target: AnswerServerReady, users: number, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: users });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = now() + seconds * 1000;
  const startedAt = now();
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      let turn = user;
      while (now() < deadline) {
        const question = target.questions[turn % target.questions.length];
        turn += 1;
        const payload = JSON.stringify({
          questionId: question?.id,
          selectedOptionIds: [question?.optionIds[turn % 4]],
          timeSpentMs: 1500,
        });
        const call = await post(
          agent,
          server.port,
          `/api/practice/${target.setId}/answers`,
          `bench-user-${user}`,
          payload,
        );
        if (call.status !== 200) {
          errors += 1;
          if (errors === 1) console.error(`first error: ${call.status} ${call.body}`);
        }
        latencies.push(call.ms);
      }
    }),
  );
  const elapsed = (now() - startedAt) / 1000;
  agent.destroy();
  latencies.sort((x, y) => x - y);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    count: latencies.length,
  };
}

export async function recordAnswerBenchmark({ users = 50, seconds = 10, questions = 20 } = {}) {
  const product = await startServer({ mode: 'product', questions });
  try {
    const sample = await post(
      new Agent(),
      product.ready.port,
      `/api/practice/${product.ready.setId}/answers`,
      'bench-user-sample',
      JSON.stringify({
        questionId: product.ready.questions[0]?.id,
        selectedOptionIds: [product.ready.questions[0]?.optionIds[0]],
      }),
    );
    if (sample.status !== 200) throw new Error(`sample answer failed: ${sample.status} ${sample.body}`);
    const bare = await startServer({ mode: 'bare', body: JSON.parse(sample.body) });
    try {
      await load(product.ready, product.ready, users, 2); // warm-up
      await load(bare.ready, product.ready, users, 2);
      await ask<LagReport>(product.child, { mode: 'lag', reset: true });
      const productRun = await load(product.ready, product.ready, users, seconds);
      const lag = await ask<LagReport>(product.child, { mode: 'lag' });
      const bareRun = await load(bare.ready, product.ready, users, seconds);
      const rows = [
        {
          server: 'POST /api/practice/{id}/answers (product, durable)',
          'answers/s': round(productRun.rps, 0),
          'p50 ms': round(productRun.p50, 2),
          'p99 ms': round(productRun.p99, 2),
          errors: productRun.errors,
        },
        {
          server: 'bare express, same JSON',
          'answers/s': round(bareRun.rps, 0),
          'p50 ms': round(bareRun.p50, 2),
          'p99 ms': round(bareRun.p99, 2),
          errors: bareRun.errors,
        },
      ];
      printTable(`RecordAnswer, ${users} signed-in learners, ${seconds} s`, rows);
      printTable('Projection lag (append -> learning read models committed)', [
        {
          samples: lag.samples,
          'p50 ms': round(lag.p50, 2),
          'p99 ms': round(lag.p99, 2),
          'max ms': round(lag.max, 2),
        },
      ]);
      console.log(
        `ratio product / bare = ${round(productRun.rps / bareRun.rps, 2)}; targets: >= 3000 answers/s, p99 <= 25 ms, lag p99 <= 20 ms`,
      );
      return { rows, lag };
    } finally {
      bare.child.kill();
    }
  } finally {
    product.child.kill();
  }
}
