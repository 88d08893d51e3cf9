import { catalogueJa, interpolate } from '@exam/domain/i18n';

const texts = catalogueJa.server.import;

/** Admin spec §5 "Batch upload" and §8 "Batch": the texts the import answers with; others ours, in the same register. */
export const ImportMessages = {
  ...texts,
  titleRequired: catalogueJa.server.questionSet.titleRequired,
  jobNotFound: catalogueJa.server.common.jobNotFound,
  dryRun: (ok: number, failed: number) => interpolate(texts.dryRun, { ok, failed }),
  imported: (ok: number, failed: number) => interpolate(texts.imported, { ok, failed }),
  created: (ok: number, failed: number) => interpolate(texts.created, { ok, failed }),
  checkFieldsInvalid: (fields: readonly string[]) =>
    interpolate(texts.checkFieldsInvalid, { fields: fields.join('、') }),
} as const;
