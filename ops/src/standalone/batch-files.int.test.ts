import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  freeSetPayload,
  type PracticeHarness,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';

const admin = bearer(TOKENS.admin);
const upload = (setId: string) => `/api/questions/batch-upload/${setId}`;
// 「主キー|一意|重複|A」 in Shift_JIS (Excel on Japanese Windows).
const SJIS_LINE = Buffer.from([
  0x8e, 0xe5, 0x83, 0x4c, 0x81, 0x5b, 0x7c, 0x88, 0xea, 0x88, 0xd3, 0x7c, 0x8f, 0x64, 0x95, 0xa1, 0x7c, 0x41,
]);
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

/** Issue 39: files read as written (Shift_JIS, UTF-8 with BOM); empty and binary files refused with nothing written. */
describe('batch import files', () => {
  let harness: PracticeHarness;
  let setId: string;
  const head = () => harness.standalone.eventStore.headPosition();
  const questionTexts = async () => {
    const response = await harness.http
      .get(`/api/questions?questionSetId=${setId}&include=options`)
      .set(admin)
      .set('X-Min-Position', String(await head()));
    return (response.body.data.list as Array<{ text: string }>).map((question) => question.text);
  };

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    const created = await harness.http.post('/api/question-sets').set(admin).send(freeSetPayload());
    setId = created.body.data.id;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given UTF-8 with a BOM, when imported, then the first question has no BOM in its text', async () => {
    const response = await harness.http
      .post(upload(setId))
      .set(admin)
      .attach('file', Buffer.from('\uFEFFBOM付きの問題|はい|いいえ|A', 'utf8'), 'bom.csv');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ success: 1, failed: 0 });
    expect(await questionTexts()).toContain('BOM付きの問題');
  });

  it('given Shift_JIS, when checked and imported, then the Japanese text arrives intact', async () => {
    const checked = await harness.http
      .post('/api/questions/batch-check')
      .set(admin)
      .field('encoding', 'auto')
      .attach('file', SJIS_LINE, 'sjis.csv');
    expect(checked.body.data).toMatchObject({ success: 1, failed: 0 });
    const response = await harness.http.post(upload(setId)).set(admin).attach('file', SJIS_LINE, 'sjis.csv');
    expect(response.body.data).toMatchObject({ success: 1, failed: 0 });
    expect(await questionTexts()).toContain('主キー');
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'FILE_EMPTY'],
    ['a BOM and blank lines', Buffer.from('\uFEFF\r\n \r\n', 'utf8'), 'FILE_EMPTY'],
    ['a PNG named .csv', PNG, 'FILE_NOT_TEXT'],
    ['Shift_JIS forced to read as UTF-8', SJIS_LINE, 'FILE_NOT_TEXT'],
  ])('given %s, when imported or checked, then 400 and nothing is written', async (what, bytes, code) => {
    const before = await head();
    const encoding = what.includes('forced') ? 'utf-8' : 'auto';
    for (const path of [upload(setId), '/api/questions/batch-check']) {
      const response = await harness.http
        .post(path)
        .set(admin)
        .field('encoding', encoding)
        .attach('file', bytes, 'questions.csv');
      expect(response.status, path).toBe(400);
      expect(response.body).toMatchObject({ success: false, code });
    }
    expect(await head()).toBe(before);
  });

  it('given an unknown encoding, then 400 ENCODING_INVALID', async () => {
    const response = await harness.http
      .post('/api/questions/batch-check')
      .set(admin)
      .field('encoding', 'latin1')
      .attach('file', Buffer.from('q|a|b|A'), 'questions.csv');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('ENCODING_INVALID');
  });
});
