import { z } from 'zod';
import { catalogueJa } from '../i18n/ja/index.js';
import { newQuestionBody } from './question.js';
import { numberLike, paidFlag } from './shared.js';

const detailFields = {
  title: z.string(),
  description: z.string(),
  category: z.string(),
  icon: z.string(),
  cardImage: z.string().nullable(),
};

const pricingFields = {
  isPaid: paidFlag,
  price: numberLike,
  trialQuestions: numberLike,
  validityPeriod: numberLike,
};

const featuredFields = {
  isFeatured: z.boolean(),
  featuredCategory: z.string().nullable(),
};

/** POST /question-sets. Only the shape and types are checked here; the title rule and ranges are the decider's. */
export const createQuestionSetBody = z.object({
  title: detailFields.title.default(''),
  description: detailFields.description.default(''),
  category: detailFields.category.default(''),
  icon: detailFields.icon.default(''),
  cardImage: detailFields.cardImage.optional(),
  isPaid: pricingFields.isPaid.optional(),
  price: pricingFields.price.optional(),
  trialQuestions: pricingFields.trialQuestions.optional(),
  validityPeriod: pricingFields.validityPeriod.optional(),
  isFeatured: featuredFields.isFeatured.optional(),
  featuredCategory: featuredFields.featuredCategory.optional(),
  questions: z.array(newQuestionBody).optional(),
});

/** PUT /question-sets/{id}: any subset of details, pricing and the featured flag. */
export const updateQuestionSetBody = z
  .object({ ...detailFields, ...pricingFields, ...featuredFields })
  .partial();

/** PUT /question-sets/{id}/featured. Turning it off clears the category. */
export const featureBody = z.object(featuredFields).partial({ featuredCategory: true });

/** PUT /question-sets/{id}/option-order: every question of the set in the written order (true) or shuffled. */
export const optionOrderBody = z.object({
  keepOptionOrder: z.boolean({ error: '選択肢の並び順の設定は true または false で指定してください' }),
});

/** The spec's text when the id list is missing, not a list, or empty. */
export const BATCH_COUNT_IDS_REQUIRED = catalogueJa.server.questionSet.batchIdsRequired;

/** POST /questions/batch-count. */
export const batchCountBody = z.object({
  questionSetIds: z
    .array(z.string(), { error: BATCH_COUNT_IDS_REQUIRED })
    .min(1, { error: BATCH_COUNT_IDS_REQUIRED }),
});
