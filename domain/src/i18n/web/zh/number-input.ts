import type { CatalogueShape } from '../../catalogue-shape.js';
import type { webNumberInputJa } from '../ja/number-input.js';

export const webNumberInputZh = {
  numberInput: {
    required: '请输入',
    notNumber: '请输入数字（例：1,980）',
    notWhole: '不能输入小数，请输入整数',
    negative: '不能输入负数',
    range: '请输入{{min}}到{{max}}之间的数',
  },
} as const satisfies CatalogueShape<typeof webNumberInputJa>;
