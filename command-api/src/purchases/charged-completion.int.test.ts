import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { purchaseStream } from '@exam/domain';
import { type EventStore, InProcessJobQueue, type JobQueue, openSqliteEventStore } from '@exam/platform';
import { BullMqJobQueue } from '@exam/platform/jobs/bullmq';
import { type RunningRedisServer, startRedisServer } from '@exam/platform/test-support';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chargedPurchaseCompletion } from './charged-completion.js';
import type { CompletedPurchase, CompletePurchaseService } from './complete-purchase.js';

const INTENT = {
  id: 'pi_charged',
  status: 'succeeded',
  amount: 1980,
  currency: 'jpy',
  metadata: { userId: 'u1', questionSetId: 's1' },
};
const silent = { error: () => {}, warn: () => {}, info: () => {} };

/** A completer that fails `failures` times (a store fault), then completes. */
const flaky = (failures: number) => {
  const calls: string[] = [];
  const service: CompletePurchaseService = async (request) => {
    calls.push(request.paymentIntentId);
    if (calls.length <= failures) throw new Error(`store fault ${calls.length}`);
    return { purchase: { purchaseId: 'p1' }, position: 99, created: true } as unknown as CompletedPurchase;
  };
  return { service, calls };
};

describe.each([
  ['the in-process queue', async () => new InProcessJobQueue('charged-test')],
  [
    'BullMQ on redis-server',
    async () => BullMqJobQueue.open({ redisUrl: redis.url, name: `charged-${Date.now()}` }),
  ],
])(
  'a charged purchase whose completion fails is retried as a job, on %s',
  (_, openQueue: () => Promise<JobQueue>) => {
    let dir: string;
    let eventStore: EventStore;
    let jobs: JobQueue;

    beforeEach(async () => {
      dir = mkdtempSync(join(tmpdir(), 'charged-'));
      eventStore = await openSqliteEventStore({ file: join(dir, 'events.db') });
      jobs = await openQueue();
    });
    afterEach(async () => {
      await jobs.close();
      await eventStore.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('given a completion failing three times, when the charge is completed, then it is pending, each failure is on record and the job completes it', async () => {
      const completer = flaky(3);
      const completed: string[] = [];
      jobs.onCompleted((event) => completed.push(event.jobId));
      const charged = chargedPurchaseCompletion({
        eventStore,
        jobs,
        gateway: { retrieveIntent: async () => INTENT },
        completePurchase: completer.service,
        logger: silent,
        retry: { attempts: 5, delayMs: 10 },
      });

      const outcome = await charged.complete({ paymentIntentId: INTENT.id, requestedBy: 'u1' });

      expect(outcome).toMatchObject({ kind: 'pending', paymentIntentId: INTENT.id });
      const deadline = Date.now() + 15_000;
      while (completed.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(completed).toEqual([`complete-purchase-${INTENT.id}-1`]);
      expect(completer.calls).toHaveLength(4);
      const stream = await eventStore.readStream(purchaseStream(INTENT.id));
      expect(stream.map((event) => [event.type, (event.data as { attempt: number }).attempt])).toEqual([
        ['PurchaseCompletionFailed', 1],
        ['PurchaseCompletionFailed', 2],
        ['PurchaseCompletionFailed', 3],
      ]);
      expect(stream[0]?.data).toMatchObject({
        userId: 'u1',
        questionSetId: 's1',
        amount: 1980,
        reason: 'store fault 1',
      });
    });

    it('given an intent still pending in the read model at start, when pending completions are resumed, then a job completes it', async () => {
      const completer = flaky(0);
      const completed: string[] = [];
      jobs.onCompleted((event) => completed.push(event.jobId));
      const rows = [{ id: INTENT.id, userId: 'u1', questionSetId: 's1', amount: 1980, failures: 4 }];
      const charged = chargedPurchaseCompletion({
        eventStore,
        documentStore: {
          collection: (name: string) => {
            expect(name).toBe('purchase_pending_completions');
            return { find: async () => rows } as never;
          },
        },
        jobs,
        gateway: { retrieveIntent: async () => INTENT },
        completePurchase: completer.service,
        logger: silent,
        retry: { attempts: 2, delayMs: 10 },
      });

      expect(await charged.resumePending()).toBe(1);

      const deadline = Date.now() + 15_000;
      while (completed.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(completed).toEqual([`complete-purchase-${INTENT.id}-4`]);
      expect(completer.calls).toEqual([INTENT.id]);
    });

    it('given an intent the gateway does not call succeeded, when completing fails, then the error stands and nothing is recorded', async () => {
      const charged = chargedPurchaseCompletion({
        eventStore,
        jobs,
        gateway: { retrieveIntent: async () => ({ ...INTENT, status: 'requires_payment_method' }) },
        completePurchase: flaky(1).service,
        logger: silent,
      });
      await expect(charged.complete({ paymentIntentId: INTENT.id, requestedBy: 'u1' })).rejects.toThrow(
        'store fault 1',
      );
      expect(await eventStore.headPosition()).toBe(0);
    });
  },
);

let redis: RunningRedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});
