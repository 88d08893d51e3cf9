import { z } from 'zod';

export const ITEM_FLAGS = ['tooHard', 'tooEasy', 'lowDiscrimination', 'negativeDiscrimination'] as const;

/** One question's item analysis (issue 15): see query-api's analyseItems for the definitions. */
export const itemStatisticsSchema = z.object({
  questionId: z.string(),
  orderIndex: z.number().int(),
  text: z.string(),
  /** Every answer, repeated ones included. */
  attempts: z.number().int(),
  /** Learners' first answers: what facility, discrimination and option counts are computed from. */
  firstAttempts: z.number().int(),
  /** Share of first answers that were correct (0..1); null before any answer. */
  facility: z.number().nullable(),
  /** Corrected item-total point-biserial correlation (-1..1); null when it cannot be computed. */
  discrimination: z.number().nullable(),
  options: z.array(
    z.object({
      optionId: z.string(),
      label: z.string(),
      text: z.string(),
      isCorrect: z.boolean(),
      count: z.number().int(),
    }),
  ),
  averageTimeMs: z.number().nullable(),
  flags: z.array(z.enum(ITEM_FLAGS)),
});
export type ItemStatistics = z.infer<typeof itemStatisticsSchema>;

export const setStatisticsSchema = z.object({
  questionSetId: z.string(),
  title: z.string(),
  learners: z.number().int(),
  /** Worst first: most flags, then lowest facility. */
  questions: z.array(itemStatisticsSchema),
});
export type SetStatistics = z.infer<typeof setStatisticsSchema>;

/** Figures over the whole set, whatever page is shown (issue 35). */
export const itemStatisticsSummarySchema = z.object({
  questions: z.number().int(),
  /** Questions with at least one first answer. */
  answeredQuestions: z.number().int(),
  firstAttempts: z.number().int(),
  attempts: z.number().int(),
  /** Mean over the questions that have one; null when none has. */
  meanFacility: z.number().nullable(),
  meanDiscrimination: z.number().nullable(),
  /** Questions with at least one flag, and per flag. */
  flaggedQuestions: z.number().int(),
  flags: z.object(
    Object.fromEntries(ITEM_FLAGS.map((flag) => [flag, z.number().int()])) as Record<
      (typeof ITEM_FLAGS)[number],
      z.ZodNumber
    >,
  ),
});
export type ItemStatisticsSummary = z.infer<typeof itemStatisticsSummarySchema>;

export const ITEM_STATISTICS_SORTS = ['flag', 'answers', 'facility', 'discrimination', 'number'] as const;

/** One page of a set's item statistics (`page` / `pageSize` / `sort` / `order` / `flag`), with the whole set's summary. */
export const setStatisticsPageSchema = setStatisticsSchema.extend({
  summary: itemStatisticsSummarySchema,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(ITEM_STATISTICS_SORTS),
  order: z.enum(['asc', 'desc']),
  flag: z.enum([...ITEM_FLAGS, 'any', 'none']).nullable(),
});
export type SetStatisticsPage = z.infer<typeof setStatisticsPageSchema>;

/** Sales and redemptions of one set in one month (UTC, `YYYY-MM`). */
export const salesReportRowSchema = z.object({
  month: z.string(),
  questionSetId: z.string(),
  title: z.string().nullable(),
  purchases: z.number().int(),
  revenue: z.number(),
  redemptions: z.number().int(),
});

export const salesReportSchema = z.object({
  rows: z.array(salesReportRowSchema),
  months: z.array(
    z.object({
      month: z.string(),
      purchases: z.number().int(),
      revenue: z.number(),
      redemptions: z.number().int(),
    }),
  ),
  totals: z.object({ purchases: z.number().int(), revenue: z.number(), redemptions: z.number().int() }),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
