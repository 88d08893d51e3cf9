import type { CatalogueShape } from '../../catalogue-shape.js';
import type { webPwaJa } from '../ja/pwa.js';

export const webPwaZh = {
  pwa: {
    newVersion: '有新版本',
    newVersionHint: '重新加载后即为新版本。当前页面可以继续使用。',
    reload: '重新加载',
  },
} as const satisfies CatalogueShape<typeof webPwaJa>;
