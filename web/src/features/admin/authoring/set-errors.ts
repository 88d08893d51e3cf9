/**
 * Admin spec §8 messages of the add-set screen and the info tab, read from an RTK Query error: the envelope's
 * error (web/src/shared/api/envelope.ts) carries the HTTP status and the server's message; fetchBaseQuery's own errors
 * carry FETCH_ERROR / TIMEOUT_ERROR when nothing came back.
 */
export type Message = { key: string; values?: Record<string, string | number> };

type ErrorRecord = { status?: unknown; originalStatus?: unknown; message?: unknown; error?: unknown };

const recordOf = (error: unknown): ErrorRecord =>
  typeof error === 'object' && error !== null ? (error as ErrorRecord) : {};

const serverText = (record: ErrorRecord): string =>
  typeof record.message === 'string' ? record.message.trim() : '';

/** Nothing came back: the network failed or the 15 s timeout passed. */
export const isNoResponse = (error: unknown): boolean => {
  const { status } = recordOf(error);
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

/** The HTTP status the server answered with, when it answered. */
const answeredStatus = (record: ErrorRecord): number | null => {
  if (typeof record.status === 'number') return record.status;
  if (typeof record.originalStatus === 'number') return record.originalStatus;
  return null;
};

/**
 * Add set (§8): 服务器错误: {message or status} when the server answered with an error, 服务器无响应，请检查网络连接
 * when nothing came back, 作成に失敗しました。再試行してください when the answer was empty (no set), 请求错误 otherwise.
 */
export function createSetFailure(error: unknown): Message {
  if (isNoResponse(error)) return { key: 'authoringSets.add.noResponse' };
  const record = recordOf(error);
  const message = serverText(record);
  const status = answeredStatus(record);
  if (status !== null) return { key: 'authoringSets.add.serverError', values: { detail: message || status } };
  // `success: false` with a 2xx status (envelope.ts: status 'ENVELOPE').
  if (record.status === 'ENVELOPE') {
    return message
      ? { key: 'authoringSets.add.serverError', values: { detail: message } }
      : { key: 'authoringSets.add.emptyResponse' };
  }
  return { key: 'authoringSets.add.requestError' };
}

/** The {reason} of the info tab's messages (更新失败 {reason}, 图片上传失败: {reason}): the server's words first. */
export function failureReason(error: unknown): Message {
  if (isNoResponse(error)) return { key: 'authoringSets.add.noResponse' };
  const record = recordOf(error);
  const message = serverText(record);
  if (message) return { key: 'authoringSets.reason', values: { reason: message } };
  const status = answeredStatus(record);
  if (status !== null) return { key: 'authoringSets.reason', values: { reason: status } };
  if (typeof record.error === 'string' && record.error.trim()) {
    return { key: 'authoringSets.reason', values: { reason: record.error.trim() } };
  }
  return { key: 'authoringSets.add.requestError' };
}
