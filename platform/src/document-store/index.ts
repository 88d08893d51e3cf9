// Values from '@exam/platform/document-store/mongodb' (or openDocumentStore): the driver loads only when used.
export type { MongoDocumentStore, MongoDocumentStoreOptions } from './mongodb/index.js';
export * from './port.js';
export * from './sqlite/index.js';
