import { describe, expect, it } from 'vitest';
import { acceptOf, fileTypeAccepted, previewLines, replyOf, TEMPLATE } from './batch-upload';

describe('batch upload replies (admin spec §8 "Batch")', () => {
  it('given a synchronous result, then the counts and errors', () => {
    const body = JSON.stringify({
      success: true,
      message: '問題一括追加成功！ 成功 2件、失敗 1件',
      data: { success: 2, failed: 1, errors: [{ line: 3, excerpt: 'x', reason: 'r', code: 'c' }] },
    });
    expect(replyOf(200, body, false)).toMatchObject({ kind: 'result', outcome: { success: 2, failed: 1 } });
  });

  it('given 202 with a job id, then the job to follow', () => {
    const body = JSON.stringify({ success: true, data: { jobId: 'j1', questionSetId: 's1' } });
    expect(replyOf(202, body, false)).toEqual({ kind: 'job', jobId: 'j1', questionSetId: 's1' });
  });

  it('given bodies that are not the envelope, then 無効なレスポンス形式 or アップロードエラー: {status}', () => {
    expect(replyOf(200, '<html>', false)).toEqual({ kind: 'error', key: 'batch.invalidResponse' });
    expect(replyOf(502, 'Bad gateway', false)).toEqual({
      kind: 'error',
      key: 'batch.uploadError',
      values: { status: 502 },
    });
    expect(replyOf(200, JSON.stringify({ success: true, data: {} }), false)).toEqual({
      kind: 'error',
      key: 'batch.invalidResponse',
    });
  });

  it('given a refusal, then the mode failure with the server words', () => {
    const body = JSON.stringify({ success: false, message: 'CSVまたはTXTファイル形式のみサポート' });
    expect(replyOf(400, body, false)).toEqual({
      kind: 'error',
      key: 'batch.addFailedWith',
      values: { message: 'CSVまたはTXTファイル形式のみサポート' },
    });
    expect(replyOf(400, JSON.stringify({ success: false }), true)).toEqual({
      kind: 'error',
      key: 'batch.createFailed',
    });
  });

  it('given a file, then the preview is its first 10 lines without a BOM; the template has 3 sample lines', () => {
    const text = `\uFEFF${Array.from({ length: 12 }, (_, i) => `line${i}`).join('\r\n')}`;
    expect(previewLines(text)).toEqual(Array.from({ length: 10 }, (_, i) => `line${i}`));
    expect(TEMPLATE.split('\n')).toHaveLength(3);
  });
});

describe('preview lines and file types (issue 23)', () => {
  it('given a file ending in a newline, then no empty last line is counted', () => {
    expect(previewLines('a|b\nc|d\n')).toEqual(['a|b', 'c|d']);
    expect(previewLines('a|b\r\nc|d\r\n')).toEqual(['a|b', 'c|d']);
    expect(previewLines('a|b\n\n')).toEqual(['a|b', '']);
    expect(previewLines('\n')).toEqual([]);
    expect(previewLines('')).toEqual([]);
  });

  it('given a .pdf or a name without extension, then refused; .csv/.txt (any case) accepted', () => {
    expect(fileTypeAccepted('questions.pdf', 'pipe')).toBe(false);
    expect(fileTypeAccepted('csv', 'pipe')).toBe(false);
    expect(fileTypeAccepted('Q.CSV', 'pipe')).toBe(true);
    expect(fileTypeAccepted('q.txt', 'aiken')).toBe(true);
    expect(fileTypeAccepted('q.gift', 'pipe')).toBe(false);
    expect(fileTypeAccepted('q.gift', 'gift')).toBe(true);
    expect(acceptOf('pipe')).toBe('.csv,.txt');
  });
});
