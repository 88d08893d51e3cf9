export { blobKeyOf } from './blob-key.js';
export { openFsBlobStore } from './fs/fs-blob-store.js';
export {
  hasImageVariants,
  type MadeVariant,
  makeImageVariants,
  makeMissingVariant,
  type StoredImage,
  storeImage,
} from './images/index.js';
export {
  BLOB_KEY,
  BLOB_TYPES,
  type BlobExtension,
  type BlobStore,
  contentTypeOfKey,
  isBlobKey,
  type StoredBlob,
} from './port.js';
