// Draws the app's icons (web app manifest, home screen) into web/public: `node web/build/make-icons.mjs`.
// The letters are plain rectangles (no font), so every machine draws the same pixels; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../public/', import.meta.url));
/** Mantine's indigo-8: the app's primary colour (web/src/app/theme.ts) and the manifest's theme colour. */
const INDIGO = '#3b5bdb';

/**
 * "IT" on indigo, on a 100-unit grid. `inset` shrinks the letters toward the centre: a maskable icon keeps its
 * content inside the central 80% circle that every launcher's mask leaves visible.
 */
const svg = ({ size, rounded, inset }) => {
  const scale = 1 - inset;
  const at = (50 * (1 - scale)).toFixed(2);
  const letters =
    // I: a bar with a serif top and bottom; T: a top bar over a stem.
    '<rect x="22" y="26" width="22" height="8"/><rect x="29" y="26" width="8" height="48"/>' +
    '<rect x="22" y="66" width="22" height="8"/>' +
    '<rect x="50" y="26" width="30" height="8"/><rect x="61" y="26" width="8" height="48"/>';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
      `<rect width="100" height="100" rx="${rounded ? 18 : 0}" fill="${INDIGO}"/>` +
      `<g fill="#fff" transform="translate(${at} ${at}) scale(${scale})">${letters}</g></svg>`,
  );
};

const icons = [
  { name: 'pwa-192x192.png', size: 192, rounded: true, inset: 0 },
  { name: 'pwa-512x512.png', size: 512, rounded: true, inset: 0 },
  { name: 'maskable-512x512.png', size: 512, rounded: false, inset: 0.3 },
  { name: 'apple-touch-icon-180x180.png', size: 180, rounded: false, inset: 0.15 },
];

mkdirSync(out, { recursive: true });
for (const icon of icons) {
  await sharp(svg(icon)).png({ compressionLevel: 9 }).toFile(`${out}${icon.name}`);
  console.log(`${icon.name} ${icon.size}x${icon.size}`);
}
