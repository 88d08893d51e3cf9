/** The batch tab's upload (admin spec §7 POST /api/questions/batch-upload/{questionSetId}), with upload progress. */
import type { ImportFormat, ImportProblem } from '@exam/domain/question-import';

export type { ImportFormat, ImportProblem };
export type ImportOutcome = {
  success: number;
  failed: number;
  errors: ImportProblem[];
  questionSetId?: string;
};

export type BatchRequest = {
  /** `new` in create mode. */
  questionSetId: string;
  file: File;
  format: ImportFormat;
  dryRun?: boolean;
  async?: boolean;
  create?: { title: string; description: string; category: string };
};

/** What came back: a result (sync or dry run), a job to follow (async), or a failure with the §8 message key. */
export type BatchReply =
  | { kind: 'result'; outcome: ImportOutcome; message: string }
  | { kind: 'job'; jobId: string; questionSetId: string }
  | { kind: 'error'; key: string; values?: Record<string, string | number> };

type Envelope = { success?: unknown; message?: unknown; data?: Record<string, unknown> };

/** Admin spec §8 "Batch": the message for each way an upload can fail. */
export const replyOf = (status: number, body: string, createMode: boolean): BatchReply => {
  let envelope: Envelope;
  try {
    envelope = JSON.parse(body) as Envelope;
  } catch {
    return status >= 400
      ? { kind: 'error', key: 'batch.uploadError', values: { status } }
      : { kind: 'error', key: 'batch.invalidResponse' };
  }
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.success !== 'boolean') {
    return { kind: 'error', key: 'batch.invalidResponse' };
  }
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  if (!envelope.success) {
    const failed = createMode ? 'batch.createFailed' : 'batch.addFailed';
    return message
      ? { kind: 'error', key: `${failed}With`, values: { message } }
      : { kind: 'error', key: failed };
  }
  const data = envelope.data ?? {};
  if (status === 202 && typeof data.jobId === 'string') {
    return { kind: 'job', jobId: data.jobId, questionSetId: String(data.questionSetId ?? '') };
  }
  if (typeof data.success !== 'number' || typeof data.failed !== 'number' || !Array.isArray(data.errors)) {
    return { kind: 'error', key: 'batch.invalidResponse' };
  }
  return {
    kind: 'result',
    outcome: {
      success: data.success,
      failed: data.failed,
      errors: data.errors as ImportProblem[],
      ...(typeof data.questionSetId === 'string' ? { questionSetId: data.questionSetId } : {}),
    },
    message,
  };
};

/**
 * Sends the file with XMLHttpRequest: fetch cannot report upload progress, which the tab shows first (the import's
 * own progress follows through the job).
 */
export const sendBatch = (
  request: BatchRequest,
  token: string | null,
  onUploadProgress: (percent: number) => void,
): Promise<BatchReply> =>
  new Promise((resolve) => {
    const form = new FormData();
    form.append('format', request.format);
    if (request.dryRun) form.append('dryRun', 'true');
    if (request.async) form.append('async', 'true');
    if (request.create) {
      form.append('title', request.create.title);
      form.append('description', request.create.description);
      form.append('category', request.create.category);
    }
    form.append('file', request.file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/questions/batch-upload/${encodeURIComponent(request.questionSetId)}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve(replyOf(xhr.status, xhr.responseText, Boolean(request.create)));
    xhr.onerror = () => resolve({ kind: 'error', key: 'batch.networkError' });
    xhr.ontimeout = () => resolve({ kind: 'error', key: 'batch.networkError' });
    xhr.send(form);
  });

/** Admin spec §2: the preview shows the first 10 lines of the file. */
export const PREVIEW_LINES = 10;

export const previewLines = (text: string): string[] =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(0, PREVIEW_LINES);

/** Admin spec §2: a template with 3 sample lines (original questions). */
export const TEMPLATE = [
  'TCP/IPでWebページの通信に主に使われるポート番号はどれか|21|25|80|110|C|HTTPの既定ポートは80です',
  'RAIDのうちミラーリングを行う方式はどれか|RAID 0|RAID 1|RAID 5|B|RAID 1は同じデータを2台に書き込みます',
  '公開鍵暗号方式の特徴として正しいものをすべて選べ|暗号化と復号に別の鍵を使う|鍵の配送問題を解決しやすい|共通鍵より常に高速|A,B|処理速度は共通鍵暗号の方が速いのが一般的です',
].join('\n');
