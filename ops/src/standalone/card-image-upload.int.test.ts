import { createHash, randomBytes } from 'node:crypto';
import { Bounds, imageVariantsOf } from '@exam/domain/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  freeSetPayload,
  type PracticeHarness,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';
import { rebuildEveryGroup } from './test-support/rebuild-all.js';

const admin = bearer(TOKENS.admin);
const learner = bearer(TOKENS.aPhone);
const UPLOAD = '/api/admin/upload/card-image';

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', withMetadata = false) => {
  const image = sharp({ create: { width: 48, height: 32, channels: 3, background: '#1c7ed6' } });
  const encoded = image.toFormat(format);
  return (withMetadata ? encoded.withExif({ IFD0: { Artist: 'SECRET-AUTHOR' } }) : encoded).toBuffer();
};

describe('card image upload (POST /api/admin/upload/card-image, GET /uploads/:name)', () => {
  let harness: PracticeHarness;
  let setId: string;
  const head = () => harness.standalone.eventStore.headPosition();

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    const created = await harness.http.post('/api/question-sets').set(admin).send(freeSetPayload());
    expect(created.status).toBe(201);
    setId = created.body.data.id;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
    'given a %s image, when an administrator uploads it without a set, then it is stored under its content hash and served with a year-long immutable cache',
    async (format) => {
      const response = await harness.http
        .post(UPLOAD)
        .set(admin)
        .attach('image', await picture(format), 'x.bin');
      expect(response.status).toBe(201);
      const { imageUrl } = response.body.data;
      const extension = format === 'jpeg' ? 'jpg' : format;
      expect(imageUrl).toMatch(new RegExp(`^/uploads/[0-9a-f]{64}\\.${extension}$`));
      const served = await harness.http
        .get(imageUrl)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(served.status).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toContain(format === 'jpeg' ? 'image/jpeg' : `image/${format}`);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.body as Buffer).metadata()).width).toBe(48);
    },
  );

  const download = (url: string) =>
    harness.http
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it.each([
    ['a 2000 px wide photo', 2000, 'jpeg', [480, 960, 1600]],
    ['a 700 px wide screenshot', 700, 'png', [480, 700, 700]],
    ['a 300 px wide picture', 300, 'webp', [300, 300, 300]],
  ] as const)(
    'given %s, when uploaded, then the answer lists WebP widths 480/960/1600 named after the original, never wider than it, served with the same immutable cache',
    async (_, width, format, pixelWidths) => {
      const bytes = await sharp({
        create: { width, height: Math.round(width / 2), channels: 3, background: '#2f9e44' },
      })
        .toFormat(format)
        .toBuffer();
      const response = await harness.http.post(UPLOAD).set(admin).attach('image', bytes, 'x.bin');
      expect(response.status).toBe(201);
      const { imageUrl, variants } = response.body.data;
      const hash = /^\/uploads\/([0-9a-f]{64})\./.exec(imageUrl)?.[1];
      expect(variants).toEqual(
        [480, 960, 1600].map((w) => ({ url: `/uploads/${hash}-${w}w.webp`, width: w, type: 'image/webp' })),
      );
      for (const [index, variant] of (variants as Array<{ url: string }>).entries()) {
        const served = await download(variant.url);
        expect(served.status).toBe(200);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers.etag).toBe(`"${variant.url.slice('/uploads/'.length, -'.webp'.length)}"`);
        const metadata = await sharp(served.body as Buffer).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.width).toBe(pixelWidths[index]);
        expect(metadata.height).toBe(Math.round((pixelWidths[index] ?? 0) / 2));
      }
    },
  );

  it('given a GIF, when uploaded, then it keeps its one file and lists no variants', async () => {
    const response = await harness.http
      .post(UPLOAD)
      .set(admin)
      .attach('image', await picture('gif'), 'a.gif');
    expect(response.status).toBe(201);
    expect(response.body.data.variants).toEqual([]);
  });

  it('given an image stored before variants existed, when a width is asked, then it is made from the original once and served immutable', async () => {
    const bytes = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#e8590c' } })
      .jpeg()
      .toBuffer();
    const { key } = await harness.standalone.blobStore.put(bytes, 'jpg');
    const variantKey = `${key.slice(0, 64)}-480w.webp`;
    expect(await harness.standalone.blobStore.get(variantKey)).toBeNull();
    const served = await download(`/uploads/${variantKey}`);
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(480);
    expect((await harness.standalone.blobStore.get(variantKey))?.bytes.equals(served.body as Buffer)).toBe(
      true,
    );
    // Not a width the product makes, or no original: nothing is made.
    expect((await harness.http.get(`/uploads/${key.slice(0, 64)}-500w.webp`)).status).toBe(404);
    expect((await harness.http.get(`/uploads/${'0'.repeat(64)}-480w.webp`)).status).toBe(404);
  });

  it('given an image that declares more pixels than the bound, when uploaded with a set, then 413 with the bound message before decoding, and nothing is stored or appended', async () => {
    // 8,000 x 6,300 = 50.4 million pixels in a 200 KB PNG (a plain colour compresses to almost nothing).
    const huge = await sharp({ create: { width: 8000, height: 6300, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const before = await head();
    const response = await harness.http
      .post(UPLOAD)
      .set(admin)
      .field('questionSetId', setId)
      .attach('image', huge, 'huge.png');
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      success: false,
      code: 'IMAGE_TOO_MANY_PIXELS',
      message: Bounds.imagePixels.message,
    });
    expect(await head()).toBe(before);
    const wouldBe = createHash('sha256').update(huge).digest('hex');
    expect(await harness.standalone.blobStore.get(`${wouldBe}.png`)).toBeNull();
  });

  it('given an image with EXIF metadata, when uploaded, then the stored copy carries none', async () => {
    const withExif = await picture('jpeg', true);
    expect(withExif.includes(Buffer.from('SECRET-AUTHOR'))).toBe(true);
    const response = await harness.http.post(UPLOAD).set(admin).attach('image', withExif, 'photo.jpg');
    const served = await harness.http.get(response.body.data.imageUrl).buffer(true);
    expect(Buffer.from(served.body as Buffer).includes(Buffer.from('SECRET-AUTHOR'))).toBe(false);
  });

  it('given the same picture twice, when uploaded, then the same address', async () => {
    const bytes = await picture('png');
    const first = await harness.http.post(UPLOAD).set(admin).attach('image', bytes, 'a.png');
    const second = await harness.http.post(UPLOAD).set(admin).attach('image', bytes, 'b.png');
    expect(second.body.data.imageUrl).toBe(first.body.data.imageUrl);
  });

  it('given a set, when its card image is uploaded, then the set shows the image as icon and card image', async () => {
    const response = await harness.http
      .post(UPLOAD)
      .set(admin)
      .field('questionSetId', setId)
      .attach('image', await picture('webp'), 'card.webp');
    expect(response.status).toBe(201);
    const { imageUrl } = response.body.data;
    const read = await harness.http
      .get(`/api/question-sets/${setId}`)
      .set('X-Min-Position', String(response.body.position));
    expect(read.body.data).toMatchObject({ icon: imageUrl, cardImage: imageUrl });
  });

  it.each([
    [
      'a text file named .png',
      () =>
        harness.http.post(UPLOAD).set(admin).attach('image', Buffer.from('not a picture at all'), {
          filename: 'card.png',
          contentType: 'image/png',
        }),
      400,
      'IMAGE_REQUIRED',
      '画像ファイルを選択してください',
    ],
    [
      'a PNG signature over garbage',
      () =>
        harness.http
          .post(UPLOAD)
          .set(admin)
          .attach(
            'image',
            Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300)]),
            'x.png',
          ),
      400,
      'IMAGE_REQUIRED',
      '画像ファイルを選択してください',
    ],
    [
      'no file',
      () => harness.http.post(UPLOAD).set(admin).field('questionSetId', 'x'),
      400,
      'IMAGE_REQUIRED',
      '画像ファイルを選択してください',
    ],
    [
      'a JSON body',
      () => harness.http.post(UPLOAD).set(admin).send({ image: 'x' }),
      400,
      'IMAGE_REQUIRED',
      '画像ファイルを選択してください',
    ],
    [
      'a 6 MB image',
      () =>
        harness.http
          .post(UPLOAD)
          .set(admin)
          .attach(
            'image',
            Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(6 * 1024 * 1024)]),
            'big.jpg',
          ),
      413,
      'IMAGE_TOO_LARGE',
      '画像のサイズは5MB以下にしてください',
    ],
  ])(
    'given %s, when uploaded, then it is refused with the spec message and nothing is appended',
    async (_, send, status, code, message) => {
      const before = await head();
      const response = await send();
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ success: false, code, message });
      expect(await head()).toBe(before);
    },
  );

  it('given an unknown set, when its image is uploaded, then 404 and nothing appended', async () => {
    const before = await head();
    const response = await harness.http
      .post(UPLOAD)
      .set(admin)
      .field('questionSetId', '00000000-0000-4000-8000-000000000999')
      .attach('image', await picture('png'), 'card.png');
    expect(response.status).toBe(404);
    expect(await head()).toBe(before);
  });

  it('given a learner or a visitor, when they upload, then 403 / 401', async () => {
    const bytes = await picture('png');
    expect((await harness.http.post(UPLOAD).set(learner).attach('image', bytes, 'a.png')).status).toBe(403);
    expect((await harness.http.post(UPLOAD).attach('image', bytes, 'a.png')).status).toBe(401);
  });

  it("given sets whose images were uploaded, when every projection group is rebuilt, then the set reads the same and its image's widths still derive from the stored address", async () => {
    const live = await harness.http.get(`/api/question-sets/${setId}`);
    await rebuildEveryGroup(harness.standalone);
    const rebuilt = await harness.http.get(`/api/question-sets/${setId}`);
    expect(rebuilt.body.data).toEqual(live.body.data);
    const [variant] = imageVariantsOf(rebuilt.body.data.cardImage);
    expect(variant).toBeDefined();
    expect((await harness.http.get(variant?.url ?? '')).status).toBe(200);
  });

  it('given unknown or malformed names, when served, then 404', async () => {
    expect((await harness.http.get(`/uploads/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await harness.http.get('/uploads/..%2Fevents.db')).status).toBe(404);
  });
});
