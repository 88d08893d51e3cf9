export {
  openSqliteDocumentStore,
  SqliteDocumentStore,
  type SqliteDocumentStoreOptions,
} from './sqlite-document-store.js';
export { SqliteGenerationStore } from './sqlite-generation-store.js';
