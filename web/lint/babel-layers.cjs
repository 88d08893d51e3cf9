// dependency-cruiser reads the TypeScript sources through Babel: TypeScript 7 (native) has no JavaScript API for
// it to parse with. Babel drops `import type` and `export type ... from`; this plugin first turns them into bare
// imports, so type-only dependencies obey the layer rules too.
const keepTypeImports = ({ types }) => ({
  visitor: {
    Program(program) {
      for (const statement of program.get('body')) {
        const { node } = statement;
        const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
        if (node.source && typeOnly) statement.replaceWith(types.importDeclaration([], node.source));
      }
    },
  },
});

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
