export { copySqliteDatabase, copySqliteLogPrefix } from './copy-log-prefix.js';
export {
  openSqliteEventStore,
  SqliteEventStore,
  type SqliteEventStoreOptions,
} from './sqlite-event-store.js';
