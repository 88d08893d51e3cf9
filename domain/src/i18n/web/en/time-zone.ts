import type { CatalogueShape } from '../../catalogue-shape.js';
import type { webTimeZoneJa } from '../ja/time-zone.js';

export const webTimeZoneEn = {
  timeZone: {
    label: 'Time zone',
    help: "Today's reviews, the 14-day forecast and the study plan's dates are counted in this time zone.",
    saved: 'Saved: {{zone}}',
    notSaved: "Not saved yet: this browser's time zone ({{zone}}) is used.",
    save: 'Save',
    chosen: 'Time zone set to {{zone}}',
    failed: 'Could not save the time zone: {{reason}}',
    noResponse: 'The server does not answer. Check the connection',
  },
} as const satisfies CatalogueShape<typeof webTimeZoneJa>;
