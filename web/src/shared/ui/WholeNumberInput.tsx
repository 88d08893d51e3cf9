import '../i18n/number-input';
import { TextInput, type TextInputProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { formatNumber } from '../i18n/format';
import { checkWholeNumber, type WholeNumberProblem, type WholeNumberRule } from '../lib/ja-number';

type WholeNumberInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'error'> & {
  /** The text as typed (or the number the form opened with). */
  value: string | number;
  onChange: (text: string) => void;
  rule: WholeNumberRule;
  /** The bound's own words for an out-of-range value (e.g. the server's message); a generic range otherwise. */
  rangeMessage?: string;
  /** A message from the form (e.g. the server's refusal); shown instead of the input's own. */
  error?: ReactNode;
};

/** The words under a field for a problem of checkWholeNumber. */
export function useWholeNumberMessage() {
  const { t } = useTranslation();
  return (problem: WholeNumberProblem, rule: WholeNumberRule, rangeMessage?: string) =>
    problem === 'range'
      ? (rangeMessage ??
        t('numberInput.range', {
          min: formatNumber(rule.min, currentLanguage()),
          max: formatNumber(rule.max, currentLanguage()),
        }))
      : t(`numberInput.${problem}`);
}

/**
 * The back office's number field: a text field (no steppers, numeric keypad on phones) that reads 1,980 and
 * full-width １９８０ as 1980 and says under the field why anything else is refused. It never changes what was
 * typed: the form submits only what checkWholeNumber accepts. An empty required field is named once touched.
 */
export function WholeNumberInput({
  value,
  onChange,
  rule,
  rangeMessage,
  error,
  onBlur,
  ...rest
}: WholeNumberInputProps) {
  const [touched, setTouched] = useState(false);
  const messageOf = useWholeNumberMessage();
  const check = checkWholeNumber(value, rule);
  const own =
    !check.ok && (check.problem !== 'required' || touched)
      ? messageOf(check.problem, rule, rangeMessage)
      : undefined;
  return (
    <TextInput
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={String(value)}
      onChange={(event) => {
        setTouched(true);
        onChange(event.currentTarget.value);
      }}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
      error={error ?? own}
      aria-invalid={Boolean(error ?? own)}
      styles={{ input: { minHeight: 44 } }}
    />
  );
}
