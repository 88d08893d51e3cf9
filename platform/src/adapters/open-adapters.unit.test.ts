import { describe, expect, it } from 'vitest';
import { InProcessJobQueue } from '../jobs/memory/in-process-job-queue.js';
import { InMemoryNotificationBus } from '../notification-bus/memory/in-memory-notification-bus.js';
import { AdapterConfigError } from './adapter-config-error.js';
import { createJobQueue, createNotificationBus, openDocumentStore, openEventStore } from './open-adapters.js';

describe('adapter selection without servers', () => {
  it('given a server-backed adapter without its address, then the error names the variable and the choice', async () => {
    const cases: Array<[Promise<unknown>, string]> = [
      [
        openEventStore({ EVENT_STORE: 'eventstoredb', DATA_DIR: '.' }),
        'EVENTSTORE_URL is required with EVENT_STORE=eventstoredb',
      ],
      [
        openDocumentStore({ READ_STORE: 'mongodb', DATA_DIR: '.' }),
        'MONGODB_URL is required with READ_STORE=mongodb',
      ],
      [
        createNotificationBus({ BUS: 'redis' }, { role: 'publisher' }),
        'REDIS_URL is required with BUS=redis',
      ],
      [createJobQueue({ JOBS: 'bullmq' }, 'imports'), 'REDIS_URL is required with JOBS=bullmq'],
    ];
    for (const [opening, message] of cases) {
      const error = await opening.catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(AdapterConfigError);
      expect((error as Error).message).toBe(message);
    }
  });

  it('given an unknown choice, then the error lists the valid ones', async () => {
    await expect(openEventStore({ EVENT_STORE: 'postgres' as never, DATA_DIR: '.' })).rejects.toThrow(
      'Unknown EVENT_STORE "postgres": use sqlite or eventstoredb',
    );
    await expect(createJobQueue({ JOBS: 'sqs' as never }, 'q')).rejects.toThrow(/use memory or bullmq/);
  });

  it('given the embedded choices, then the in-process bus and queue are used', async () => {
    const bus = await createNotificationBus({ BUS: 'memory' }, { role: 'subscriber' });
    const queue = await createJobQueue({ JOBS: 'memory' }, 'imports');
    expect(bus).toBeInstanceOf(InMemoryNotificationBus);
    expect(queue).toBeInstanceOf(InProcessJobQueue);
    expect(queue.name).toBe('imports');
    await Promise.all([bus.close(), queue.close()]);
  });
});
