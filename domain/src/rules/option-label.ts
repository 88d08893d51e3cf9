/** Letters of options (A, B, ... Z, AA, AB, ...): bijective base 26, since the spec sets no upper limit. */
export const optionLabel = (index: number): string => {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`option index must be a whole number >= 0: ${index}`);
  let label = '';
  let rest = index + 1;
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    label = String.fromCharCode(65 + digit) + label;
    rest = Math.floor((rest - 1) / 26);
  }
  return label;
};

/** Adds the derived letter to each option, keeping the given order. */
export const letterOptions = <Option extends object>(
  options: readonly Option[],
): Array<Option & { label: string }> =>
  options.map((option, index) => ({ ...option, label: optionLabel(index) }));
