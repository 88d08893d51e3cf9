import { join } from 'node:path';
import { loadConfig, openSqliteDocumentStore, openSqliteEventStore } from '@exam/platform';

/** The CLI opens the same files the server uses (SQLite serialises writers across processes). */
export async function openStores() {
  const config = loadConfig();
  const eventStore = await openSqliteEventStore({ file: join(config.DATA_DIR, 'events.db') });
  const documentStore = () => openSqliteDocumentStore({ file: join(config.DATA_DIR, 'read-models.db') });
  return { config, eventStore, documentStore };
}
