/** Spec §4 question card: a single-choice click replaces the selection, a multiple-choice click toggles. */
export function chooseOption(
  selected: readonly string[],
  optionId: string,
  questionType: 'single' | 'multiple',
): string[] {
  if (questionType === 'single') return [optionId];
  return selected.includes(optionId) ? selected.filter((id) => id !== optionId) : [...selected, optionId];
}

/**
 * Keyboard answering: A-Z (either case) or 1-9 pick an option by position; null when the key picks
 * nothing on this question.
 */
export function keyToOptionIndex(key: string, optionCount: number): number | null {
  let index: number | null = null;
  if (/^[a-z]$/i.test(key)) index = key.toUpperCase().charCodeAt(0) - 65;
  else if (/^[1-9]$/.test(key)) index = Number(key) - 1;
  return index !== null && index < optionCount ? index : null;
}
