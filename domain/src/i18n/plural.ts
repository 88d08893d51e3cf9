/**
 * A count's words in the text's own language: `{{count, plural(one: # question; other: # questions)}}`. The
 * forms are named by Intl.PluralRules' categories (zero, one, two, few, many, other); `#` is the count. English
 * writes `one` and `other`; Japanese and Chinese have the one form `other`, so their texts just say `{{count}} 問`.
 * The web's i18next and the server's `interpolate` read the same syntax through `pluralText`.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();
const rulesOf = (language: string): Intl.PluralRules => {
  let found = rules.get(language);
  if (!found) {
    found = new Intl.PluralRules(language);
    rules.set(language, found);
  }
  return found;
};

/** A number, or a count the server already wrote out ('1,000'); anything else is not a count. */
const numberOf = (value: unknown): number =>
  typeof value === 'number' ? value : Number(String(value).replace(/[,\s]/g, ''));

/** `one: # question; other: # questions` -> { one, other } (the inside of `plural(…)`, as i18next splits it). */
export const parsePluralForms = (inside: string): PluralForms => {
  const forms: Record<string, string> = {};
  for (const part of inside.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    forms[part.slice(0, colon).trim()] = part.slice(colon + 1).trim();
  }
  if (forms.other === undefined) throw new Error(`a plural needs its other form: plural(${inside})`);
  return forms as PluralForms;
};

/**
 * The form of `forms` that `value` takes in `language`, its `#` replaced by the count (grouped as the language
 * writes numbers; a count given as text is kept as written). Not a number: the other form.
 */
export const pluralText = (value: unknown, language: string, forms: PluralForms): string => {
  const count = numberOf(value);
  const category = Number.isFinite(count) ? rulesOf(language).select(count) : 'other';
  const form = forms[category] ?? forms.other;
  const shown =
    typeof value === 'number' ? new Intl.NumberFormat(language).format(value) : String(value ?? '');
  return form.replaceAll('#', shown);
};
