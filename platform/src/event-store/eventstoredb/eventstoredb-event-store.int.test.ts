import { afterAll, beforeAll, describe } from 'vitest';
import { type StartedServer, serverSource, startContainer } from '../../test-support/external-server.js';
import { eventStoreContract } from '../event-store.contract.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';

const source = await serverSource('EVENTSTORE_URL', 'EventStoreDB');

describe.skipIf(source.kind === 'unavailable')('EventStoreDbEventStore', () => {
  let server: StartedServer | null = null;
  let connectionString = source.kind === 'url' ? source.url : '';

  beforeAll(async () => {
    if (source.kind !== 'container') return;
    server = await startContainer({
      image: 'eventstore/eventstore:24.10',
      port: 2113,
      environment: { EVENTSTORE_INSECURE: 'true', EVENTSTORE_RUN_PROJECTIONS: 'None' },
      toUrl: (host, port) => `esdb://${host}:${port}?tls=false`,
    });
    connectionString = server.url;
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  eventStoreContract('EventStoreDB', async () => {
    const store = await EventStoreDbEventStore.connect({ connectionString });
    return { store, cleanup: () => store.close() };
  });
});
