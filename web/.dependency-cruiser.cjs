// The web app's layers (docs/web-layers.md): shared -> entities -> features -> widgets -> pages -> app.
// Run from the folder that holds `src` (web/, or a lint fixture): `depcruise src --config <this file>`.

const path = require('node:path');

const SLICED = '(entities|features|widgets|pages)';
const sliceRoot = (layer) => `^src/${layer}/[^/]+/`;
const PUBLIC = `^src/${SLICED}/[^/]+/(index|lazy)\\.tsx?$`;

/** A layer imports only the layers below it. */
const below = {
  shared: [],
  entities: ['shared'],
  features: ['shared', 'entities'],
  widgets: ['shared', 'entities', 'features'],
  pages: ['shared', 'entities', 'features', 'widgets'],
};
const upward = Object.entries(below).map(([layer, allowed]) => ({
  name: `no-upward-from-${layer}`,
  comment: `${layer} imports only from ${allowed.join(', ') || 'itself and npm packages'}.`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  to: { path: '^src/', pathNot: [`^src/${layer}/`, ...allowed.map((name) => `^src/${name}/`)] },
}));

/** Slices of one layer stand alone (entities may use each other's public API, acyclically). */
const sideways = ['features', 'widgets', 'pages'].map((layer) => ({
  name: `no-cross-${layer.replace(/s$/, '')}`,
  comment: `A ${layer.replace(/s$/, '')} never imports another: what two need moves down, what combines two moves up.`,
  severity: 'error',
  from: { path: `(${sliceRoot(layer)})` },
  to: { path: `^src/${layer}/`, pathNot: '^$1' },
}));

module.exports = {
  forbidden: [
    ...upward,
    ...sideways,
    {
      name: 'no-deep-import',
      comment: 'Another slice is reached through its index.ts (or lazy.ts, for import()), never its files.',
      severity: 'error',
      from: { path: `^(src/${SLICED}/[^/]+/)` },
      to: { path: `^src/${SLICED}/[^/]+/`, pathNot: ['^$1', PUBLIC] },
    },
    {
      name: 'no-deep-import-from-unsliced',
      comment: 'app, shared and main.tsx reach a slice through its index.ts (or lazy.ts, for import()).',
      severity: 'error',
      from: { path: '^src/', pathNot: `^src/${SLICED}/` },
      to: { path: `^src/${SLICED}/[^/]+/`, pathNot: PUBLIC },
    },
    {
      name: 'lazy-only-by-import()',
      comment:
        "A slice's lazy.ts is its code-split API: loaded with import(), so it stays out of the importer's chunk.",
      severity: 'error',
      from: {},
      to: { path: `^src/${SLICED}/[^/]+/lazy\\.tsx?$`, dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'no-app-below',
      comment: 'app composes everything; nothing imports it but main.tsx.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/app/', '^src/main\\.tsx$'] },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-circular',
      comment: 'No module reaches itself through its imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    babelConfig: { fileName: path.join(__dirname, 'lint/babel-layers.cjs') },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
