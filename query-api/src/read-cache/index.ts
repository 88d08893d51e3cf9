export { createReadCache, type PositionSource, type ReadCache } from './read-cache.js';
