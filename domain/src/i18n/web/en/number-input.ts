import type { CatalogueShape } from '../../catalogue-shape.js';
import type { webNumberInputJa } from '../ja/number-input.js';

export const webNumberInputEn = {
  numberInput: {
    required: 'Enter a value',
    notNumber: 'Enter a number (e.g. 1,980)',
    notWhole: 'Enter a whole number, no decimals',
    negative: 'Negative values are not allowed',
    range: 'Enter a value from {{min}} to {{max}}',
  },
} as const satisfies CatalogueShape<typeof webNumberInputJa>;
