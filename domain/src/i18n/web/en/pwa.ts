import type { CatalogueShape } from '../../catalogue-shape.js';
import type { webPwaJa } from '../ja/pwa.js';

export const webPwaEn = {
  pwa: {
    newVersion: 'A new version is available',
    newVersionHint: 'Reload to get the new version. You can keep using this page as it is.',
    reload: 'Reload',
  },
} as const satisfies CatalogueShape<typeof webPwaJa>;
