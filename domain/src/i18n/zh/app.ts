import type { CatalogueShape } from '../catalogue-shape.js';
import type { appJa } from '../ja/app.js';

export const appZh = {
  name: 'IT认证道场',
  description: '练习IT认证考试题目的题库服务',
} as const satisfies CatalogueShape<typeof appJa>;
