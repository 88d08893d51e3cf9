import { describe, expect, it } from 'vitest';
import { clearLocalProgressOf, localProgressKey } from './local-progress-keys';

describe('local quiz progress of one learner (issue 37)', () => {
  it("given progress of several learners and a visitor, when one learner's goes, then only theirs is removed", () => {
    const items = new Map<string, string>([
      [localProgressKey('set-1', 'learner-a'), '{}'],
      [localProgressKey('set-2', 'learner-a'), '{}'],
      [localProgressKey('set-1', 'learner-ab'), '{}'],
      [localProgressKey('set-1', null), '{}'],
      ['auth.accounts', '[]'],
    ]);
    const storage = {
      get length() {
        return items.size;
      },
      key: (index: number) => [...items.keys()][index] ?? null,
      removeItem: (key: string) => void items.delete(key),
    };
    clearLocalProgressOf(storage, 'learner-a');
    expect([...items.keys()].sort()).toEqual(
      ['auth.accounts', 'quiz-progress:anonymous:set-1', 'quiz-progress:learner-ab:set-1'].sort(),
    );
  });
});
