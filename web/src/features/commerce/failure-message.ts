/**
 * What a failed payment or redeem shows (learner spec §8 "Payment" and "Redeem"): the server's (or the card
 * provider's) own message when there is one, else a default. Returns either the message or an i18n key.
 */
export type FailureText = { message: string; waitSeconds?: number } | { key: string };

const messageOf = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as { message?: unknown; data?: unknown };
  if (typeof record.message === 'string' && record.message.trim() !== '') return record.message;
  // fetchBaseQuery's HTTP errors keep the body in `data` (an envelope whose message may be set).
  const body = record.data as { message?: unknown } | undefined;
  if (body && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  return undefined;
};

/** fetchBaseQuery's transport failures: no answer from the server at all. */
const isTransportFailure = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

export const paymentFailureText = (error: unknown): FailureText => {
  if (isTransportFailure(error)) return { key: 'commerce.payment.errors.connection' };
  const message = messageOf(error);
  return message ? { message } : { key: 'commerce.payment.errors.failed' };
};

export const redeemFailureText = (error: unknown): FailureText => {
  if (isTransportFailure(error)) return { key: 'commerce.redeem.errors.failed' };
  const message = messageOf(error);
  // Too many failed attempts (429): the spec's message and how long to wait.
  const wait = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (message && typeof wait === 'number') return { message, waitSeconds: wait };
  return message ? { message } : { key: 'commerce.redeem.errors.invalid' };
};

export const textOf = (
  failure: FailureText,
  t: (key: string, options?: Record<string, unknown>) => string,
): string => {
  if (!('message' in failure)) return t(failure.key);
  return failure.waitSeconds === undefined
    ? failure.message
    : `${failure.message}${t('commerce.redeem.errors.wait', { seconds: failure.waitSeconds })}`;
};
