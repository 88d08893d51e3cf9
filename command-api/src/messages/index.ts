import { catalogueJa, interpolate } from '@exam/domain/i18n';

const texts = catalogueJa.server.questionSet;

/** Success texts of the admin screens (admin spec §2 and §8), sent as `message`; every language in the catalogues. */
export const CommandMessages = {
  questionSetCreated: texts.created,
  questionSetUpdated: texts.updated,
  questionSetDeleted: texts.deleted,
  questionSetFeatured: texts.featured,
  questionSetUnfeatured: texts.unfeatured,
  questionsReordered: texts.questionsReordered,
  questionMoved: (number: number) =>
    interpolate(texts.questionMoved, { number: number.toLocaleString('en-US') }),
  optionOrderKept: texts.optionOrderKept,
  optionOrderShuffled: texts.optionOrderShuffled,
  questionAdded: texts.questionAdded,
  questionUpdated: texts.questionUpdated,
  questionDeleted: texts.questionDeleted,
  questionSetsUploaded: (created: number, failed: number) =>
    interpolate(texts.setsUploaded, { created, failed }),
  questionCountRefreshed: (count: number) => interpolate(texts.questionCountRefreshed, { count }),
} as const;
