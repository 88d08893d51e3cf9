export { type MadeVariant, makeImageVariants } from './make-variants.js';
export { hasImageVariants, makeMissingVariant, type StoredImage, storeImage } from './store-image.js';
