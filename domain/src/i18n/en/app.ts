import type { CatalogueShape } from '../catalogue-shape.js';
import type { appJa } from '../ja/app.js';

export const appEn = {
  name: 'IT Cert Dojo',
  description: 'A question bank for practising IT certification exams',
} as const satisfies CatalogueShape<typeof appJa>;
