import '../../shared/i18n/offline';
import { type OfflineBundle, offlineBundleSchema } from '@exam/domain/schemas';
import { unwrapEnvelope } from '../../shared/api/envelope';
import i18n from '../../shared/i18n';

/** Where a download stands: the phase, the bytes received so far, and the share done (0-100). */
export type DownloadProgress = {
  phase: 'requesting' | 'receiving' | 'checking' | 'saving' | 'done';
  receivedBytes: number;
  /** From Content-Length; null when the server did not say (compressed or chunked). */
  totalBytes: number | null;
  percent: number;
};

/** The server refused the bundle (403 trial or ended access, 404 deleted set) or sent something unusable. */
export class BundleDownloadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

// The share of the bar each phase ends at; receiving fills the space between by bytes when the size is known.
const PHASE_END = { requesting: 5, receiving: 85, checking: 92, saving: 99, done: 100 } as const;

export const receivingPercent = (received: number, total: number | null) =>
  total && total > 0
    ? Math.round(
        PHASE_END.requesting + (PHASE_END.receiving - PHASE_END.requesting) * Math.min(1, received / total),
      )
    : PHASE_END.requesting;

/** The body's byte count when it is the body as the stream yields it (no content encoding in between). */
const declaredLength = (response: Response) => {
  if (response.headers.get('Content-Encoding')) return null;
  const length = Number(response.headers.get('Content-Length'));
  return Number.isFinite(length) && length > 0 ? length : null;
};

/**
 * GET /api/practice/{setId}/offline-bundle, read as a stream so the learner sees the download advance; the
 * bundle is checked against the domain's schema before it is kept. Answers the bundle and its size in bytes.
 */
export async function downloadBundle(
  setId: string,
  accessToken: string,
  onProgress: (progress: DownloadProgress) => void,
  fetcher: typeof fetch = fetch,
): Promise<{ bundle: OfflineBundle; bytes: number }> {
  onProgress({ phase: 'requesting', receivedBytes: 0, totalBytes: null, percent: 0 });
  const response = await fetcher(`/api/practice/${encodeURIComponent(setId)}/offline-bundle`, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    cache: 'no-store',
  });
  const totalBytes = declaredLength(response);
  const chunks: Uint8Array[] = [];
  let receivedBytes = 0;
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    receivedBytes += value.byteLength;
    onProgress({
      phase: 'receiving',
      receivedBytes,
      totalBytes,
      percent: receivingPercent(receivedBytes, totalBytes),
    });
  }
  onProgress({ phase: 'checking', receivedBytes, totalBytes, percent: PHASE_END.receiving });
  const text = new TextDecoder().decode(concat(chunks, receivedBytes));
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // handled below: not the envelope
  }
  const unwrapped = unwrapEnvelope<unknown>(body, response.status);
  if (!unwrapped.ok) throw new BundleDownloadError(unwrapped.error.message, response.status);
  if (!response.ok) throw new BundleDownloadError(`HTTP ${response.status}`, response.status);
  const parsed = offlineBundleSchema.safeParse(unwrapped.data);
  if (!parsed.success) throw new BundleDownloadError(i18n.t('offline.malformed'), null);
  onProgress({ phase: 'saving', receivedBytes, totalBytes, percent: PHASE_END.checking });
  return { bundle: parsed.data, bytes: receivedBytes };
}

const concat = (chunks: readonly Uint8Array[], length: number) => {
  const all = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
};

export const savedProgress = (receivedBytes: number, totalBytes: number | null): DownloadProgress => ({
  phase: 'done',
  receivedBytes,
  totalBytes,
  percent: PHASE_END.done,
});
