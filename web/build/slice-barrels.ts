import type { Plugin } from 'vite';

const BARREL = /\/src\/(entities|features|widgets|pages)\/[^/]+\/(index|lazy)\.tsx?$/;

/**
 * A slice's index.ts and lazy.ts only re-export (docs/web-layers.md). Declared free of side effects, the bundler
 * binds each import to the module that defines it, so a barrel does not pull the slice's other modules into the
 * importer's chunk (the home page's first load).
 */
export const sliceBarrels = (): Plugin => ({
  name: 'slice-barrels',
  transform: (code, id) => (BARREL.test(id) ? { code, map: null, moduleSideEffects: false } : null),
});
