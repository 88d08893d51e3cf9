/** The text a failed back-office call shows: the server's message, else the spec's fallback (admin spec §8). */
export type AdminFailure = { message: string } | { key: string; status?: string };

export const adminFailure = (error: unknown, fallbackKey: string): AdminFailure => {
  const record = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    message?: unknown;
  };
  if (record.status === 'FETCH_ERROR' || record.status === 'TIMEOUT_ERROR')
    return { key: 'redeemAdmin.noResponse' };
  if (typeof record.message === 'string' && record.message.trim() !== '') return { message: record.message };
  return { key: fallbackKey, status: String(record.status ?? '') };
};

export const adminFailureText = (
  failure: AdminFailure,
  t: (key: string, options?: Record<string, unknown>) => string,
): string => ('message' in failure ? failure.message : t(failure.key, { status: failure.status }));
