import { Alert } from '@mantine/core';

/** The inline status banner of the redeem-code tab (see useStatusBanner). */
export function StatusBanner({ text, color }: { text: string | null; color: string | null }) {
  if (!text) return null;
  return (
    <Alert color={color ?? 'red'} variant="light" data-testid="redeem-banner" data-color={color}>
      {text}
    </Alert>
  );
}
