// Mantine's PostCSS preset (light-dark, rem, mixins) for our own CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
