import { randomUUID } from 'node:crypto';
import { DomainError, ValidationError } from '@exam/domain/errors';
import { decodeUpload, type ImportFormat, isEncodingChoice } from '@exam/domain/question-import';
import type { Request } from 'express';
import { readMultipartFile } from '../uploads/read-multipart-file.js';
import { ImportMessages } from './messages.js';

/** 10,000 lines of questions with explanations fit well inside this. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

const FORMATS: readonly ImportFormat[] = ['pipe', 'gift', 'aiken'];
/** Admin spec §5: .csv or .txt; GIFT files often end in .gift. */
const EXTENSIONS: Record<ImportFormat, readonly string[]> = {
  pipe: ['csv', 'txt'],
  aiken: ['csv', 'txt'],
  gift: ['csv', 'txt', 'gift'],
};

export type ImportUpload = {
  text: string;
  format: ImportFormat;
  async: boolean;
  fields: Record<string, string>;
  /** A fresh id for this import (the job's id, which the question ids derive from). */
  importId: string;
};

const flag = (value: string | undefined) => value === 'true' || value === '1';

const fileRequired = () =>
  new ValidationError(ImportMessages.fileRequired, 'FILE_REQUIRED', { field: 'file' });

/** The multipart body of a batch upload: the file `file`, `format`, `async` and create-mode fields. */
export const readImportUpload = async (req: Request): Promise<ImportUpload> => {
  const { file, fields } = await readMultipartFile(req, {
    field: 'file',
    maxBytes: MAX_IMPORT_BYTES,
    tooLarge: () => new DomainError(ImportMessages.fileTooLarge, 413, 'FILE_TOO_LARGE'),
    notMultipart: fileRequired,
  });
  if (!file || (file.bytes.length === 0 && file.filename === '')) throw fileRequired();
  const format = (fields.format?.trim() || 'pipe') as ImportFormat;
  if (!FORMATS.includes(format)) {
    throw new ValidationError(ImportMessages.formatInvalid, 'IMPORT_FORMAT_INVALID', { field: 'format' });
  }
  const extension = file.filename.includes('.')
    ? file.filename.slice(file.filename.lastIndexOf('.') + 1)
    : '';
  if (!EXTENSIONS[format].includes(extension.toLowerCase())) {
    throw new ValidationError(ImportMessages.extensionInvalid, 'FILE_EXTENSION_INVALID', { field: 'file' });
  }
  const encoding = fields.encoding?.trim() || 'auto';
  if (!isEncodingChoice(encoding)) {
    throw new ValidationError(ImportMessages.encodingInvalid, 'ENCODING_INVALID', { field: 'encoding' });
  }
  // Issue 39: an empty file or one that is not text is refused before anything is parsed or written.
  const decoded = decodeUpload(file.bytes, encoding);
  if (decoded.kind === 'empty')
    throw new ValidationError(ImportMessages.fileEmpty, 'FILE_EMPTY', { field: 'file' });
  if (decoded.kind === 'binary') {
    throw new ValidationError(ImportMessages.fileNotText, 'FILE_NOT_TEXT', { field: 'file' });
  }
  return {
    text: decoded.text,
    format,
    async: flag(fields.async),
    fields,
    importId: randomUUID(),
  };
};
