import type { CatalogueShape } from '../../catalogue-shape.js';
import type { webOfflineJa } from '../ja/offline.js';

export const webOfflineEn = {
  offline: {
    toggle: 'Use offline',
    toggleHint:
      'Keep the questions, answers and explanations on this device to practise without a connection',
    downloading: 'Downloading… {{received}}',
    downloadingOf: 'Downloading… {{received}} / {{total}}',
    checking: 'Checking the data…',
    saving: 'Saving to this device…',
    saved: 'Saved ({{size}}, {{count, plural(one: # question; other: # questions)}})',
    downloaded: '"{{title}}" is saved for offline use',
    downloadFailed: 'Could not save the offline data: {{message}}',
    malformed: 'The offline data is not in the expected format',
    removed: 'Offline data deleted',
    pending: '{{count}} unsent',
    pendingLabel:
      '{{count, plural(one: # answer waits to be sent. It is; other: # answers wait to be sent. They are)}} sent automatically when you are back online',
    offlineMode: 'Offline',
    offlineNotice:
      'You are offline and practising with saved question sets. Answers are sent when you are back online',
    synced: 'Sent {{count, plural(one: # offline answer; other: # offline answers)}}',
    conflict: 'Not recorded: {{count, plural(one: # answer; other: # answers)}} of "{{title}}"',
    tab: 'Offline',
    sectionTitle: 'Question sets for offline use',
    none: 'No question set is saved for offline use. Turn on "Use offline" on a question set\'s page',
    spaceUsed: 'Saved data: {{size}}',
    quota: 'Space used on this device: {{usage}} / {{quota}}',
    questions: '{{count, plural(one: # question; other: # questions)}}',
    expires: 'Until {{date}}',
    noExpiry: 'No expiry',
    delete: 'Delete',
    deleteNamed: 'Delete the offline data of "{{title}}"',
    conflictsTitle: 'Answers that could not be sent',
    dismiss: 'Got it',
    pendingSection: 'Answers waiting to be sent: {{count}}',
    offlineWrongTitle: 'Wrong answers made offline (not sent)',
  },
} as const satisfies CatalogueShape<typeof webOfflineJa>;
