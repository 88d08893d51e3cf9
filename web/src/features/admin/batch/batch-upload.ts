/** The batch tab's upload (admin spec §7 POST /api/questions/batch-upload/{questionSetId}), with upload progress. */
import type { ImportFormat, ImportProblem, UploadEncodingChoice } from '@exam/domain/question-import';

export type { ImportFormat, ImportProblem };
export type ImportOutcome = {
  success: number;
  failed: number;
  errors: ImportProblem[];
  questionSetId?: string;
  /** The import's last event (an async job's result): the read side has it all once a commit reaches it. */
  position?: number;
};

export type BatchRequest =
  | {
      /** `new` in create mode. */
      questionSetId: string;
      file: File;
      format: ImportFormat;
      encoding?: UploadEncodingChoice;
      async?: boolean;
      create?: { title: string; description: string; category: string };
    }
  /** The preview's check (POST /api/questions/batch-check): no set, nothing written. */
  | { dryRun: true; file: File; format: ImportFormat; encoding?: UploadEncodingChoice };

/** Admin spec §5: the file must be .csv or .txt (GIFT files may also end in .gift), as the server checks. */
const EXTENSIONS: Record<ImportFormat, readonly string[]> = {
  pipe: ['csv', 'txt'],
  aiken: ['csv', 'txt'],
  gift: ['csv', 'txt', 'gift'],
};

/** The picker's accept list for a format (a hint only: any file can still be chosen, so it is checked too). */
export const acceptOf = (format: ImportFormat): string =>
  EXTENSIONS[format].map((extension) => `.${extension}`).join(',');

/** A chosen file of another type is refused at selection: CSVまたはTXTファイル形式のみサポート. */
export const fileTypeAccepted = (name: string, format: ImportFormat): boolean => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && EXTENSIONS[format].includes(name.slice(dot + 1).toLowerCase());
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
    // The encoding the preview showed (issue 39): the server reads the file the same way.
    if (request.encoding && request.encoding !== 'auto') form.append('encoding', request.encoding);
    const check = 'dryRun' in request;
    if (!check && request.async) form.append('async', 'true');
    if (!check && request.create) {
      form.append('title', request.create.title);
      form.append('description', request.create.description);
      form.append('category', request.create.category);
    }
    form.append('file', request.file);
    const xhr = new XMLHttpRequest();
    xhr.open(
      'POST',
      check
        ? '/api/questions/batch-check'
        : `/api/questions/batch-upload/${encodeURIComponent(request.questionSetId)}`,
    );
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve(replyOf(xhr.status, xhr.responseText, !check && Boolean(request.create)));
    xhr.onerror = () => resolve({ kind: 'error', key: 'batch.networkError' });
    xhr.ontimeout = () => resolve({ kind: 'error', key: 'batch.networkError' });
    xhr.send(form);
  });

/** Admin spec §2: the preview shows the first 10 lines of the file. */
export const PREVIEW_LINES = 10;

/** The file's first lines; a trailing newline ends the last line, it does not start an empty one. */
export const previewLines = (text: string): string[] => {
  const body = text.replace(/^\uFEFF/, '').replace(/\r?\n$/, '');
  return body === '' ? [] : body.split(/\r?\n/).slice(0, PREVIEW_LINES);
};

/** Admin spec §2: a template with 3 sample lines (original questions). */
export const TEMPLATE = [
  'TCP/IPでWebページの通信に主に使われるポート番号はどれか|21|25|80|110|C|HTTPの既定ポートは80です',
  'RAIDのうちミラーリングを行う方式はどれか|RAID 0|RAID 1|RAID 5|B|RAID 1は同じデータを2台に書き込みます',
  '公開鍵暗号方式の特徴として正しいものをすべて選べ|暗号化と復号に別の鍵を使う|鍵の配送問題を解決しやすい|共通鍵より常に高速|A,B|処理速度は共通鍵暗号の方が速いのが一般的です',
].join('\n');
