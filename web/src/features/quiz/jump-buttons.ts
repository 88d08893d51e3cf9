/** Spec §9: the jump list is shortened above 10 questions. */
export const JUMP_LIST_THRESHOLD = 10;
const EDGE = 3;

export type JumpItem = { kind: 'question'; index: number } | { kind: 'ellipsis'; after: number };

/**
 * Numbered jump buttons (spec §2): every question up to 10; above that the first 3, the last 3 and the
 * current question with its neighbours, an ellipsis standing for each gap.
 */
export function jumpButtonItems(total: number, current: number): JumpItem[] {
  if (total <= 0) return [];
  if (total <= JUMP_LIST_THRESHOLD) {
    return Array.from({ length: total }, (_, index) => ({ kind: 'question', index }));
  }
  const shown = new Set<number>();
  for (let index = 0; index < EDGE; index++) {
    shown.add(index);
    shown.add(total - 1 - index);
  }
  for (const index of [current - 1, current, current + 1]) {
    if (index >= 0 && index < total) shown.add(index);
  }
  const items: JumpItem[] = [];
  let previous = -1;
  for (const index of [...shown].sort((a, b) => a - b)) {
    if (index - previous > 1) items.push({ kind: 'ellipsis', after: previous });
    items.push({ kind: 'question', index });
    previous = index;
  }
  return items;
}
