import { describe, expect, it } from 'vitest';
import { BundleDownloadError, type DownloadProgress, downloadBundle } from './bundle-download';
import { testBundle } from './test-bundle';

/** A response whose body arrives in `parts` chunks, as a slow connection would deliver it. */
const streamed = (body: string, status: number, headers: Record<string, string>, parts = 4) => {
  const bytes = new TextEncoder().encode(body);
  const size = Math.ceil(bytes.length / parts);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += size)
        controller.enqueue(bytes.slice(offset, offset + size));
      controller.close();
    },
  });
  return new Response(stream, { status, headers });
};

describe('downloading a bundle', () => {
  it('given a response with its length, then the progress advances with the bytes and the bundle is checked', async () => {
    const body = JSON.stringify({ success: true, data: testBundle() });
    const length = new TextEncoder().encode(body).length;
    const seen: DownloadProgress[] = [];
    let asked: RequestInit | undefined;
    const { bundle, bytes } = await downloadBundle(
      's1',
      'token',
      (progress) => seen.push(progress),
      async (_url, init) => {
        asked = init;
        return streamed(body, 200, { 'Content-Length': String(length) });
      },
    );
    expect(bundle.questions).toHaveLength(2);
    expect(bytes).toBe(length);
    expect((asked?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer token');
    const receiving = seen.filter((progress) => progress.phase === 'receiving');
    expect(receiving.length).toBe(4);
    expect(receiving.map((progress) => progress.percent)).toEqual(
      [...receiving.map((progress) => progress.percent)].sort((a, b) => a - b),
    );
    expect(receiving.at(-1)).toMatchObject({ receivedBytes: length, totalBytes: length, percent: 85 });
    expect(seen.map((progress) => progress.phase).at(-1)).toBe('saving');
  });

  it('given a compressed response, then its length is not taken for the body and the phases still advance', async () => {
    const body = JSON.stringify({ success: true, data: testBundle() });
    const seen: DownloadProgress[] = [];
    await downloadBundle(
      's1',
      't',
      (progress) => seen.push(progress),
      async () => streamed(body, 200, { 'Content-Length': '10', 'Content-Encoding': 'gzip' }),
    );
    expect(
      seen.filter((progress) => progress.phase === 'receiving').every((p) => p.totalBytes === null),
    ).toBe(true);
  });

  it('given a trial (403), then the server message is the error', async () => {
    const body = JSON.stringify({
      success: false,
      message: 'ダウンロードできません',
      code: 'OFFLINE_BUNDLE_FORBIDDEN',
    });
    const failure = downloadBundle(
      's1',
      't',
      () => undefined,
      async () => streamed(body, 403, {}),
    );
    await expect(failure).rejects.toBeInstanceOf(BundleDownloadError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'ダウンロードできません' });
  });

  it('given a body that is not a bundle, then it is refused before it is kept', async () => {
    const body = JSON.stringify({ success: true, data: { questions: 'none' } });
    await expect(
      downloadBundle(
        's1',
        't',
        () => undefined,
        async () => streamed(body, 200, {}),
      ),
    ).rejects.toMatchObject({
      status: null,
      message: 'オフライン用のデータの形式が正しくありません',
    });
  });
});
