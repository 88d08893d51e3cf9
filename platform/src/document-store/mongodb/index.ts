export { escapeRegex, filterToMongo, sortToMongo } from './filter-to-mongo.js';
export {
  MongoDocumentStore,
  type MongoDocumentStoreOptions,
  openMongoDocumentStore,
} from './mongo-document-store.js';
export { MongoGenerationStore } from './mongo-generation-store.js';
