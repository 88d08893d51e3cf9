import { ValidationError } from '@exam/domain/errors';
import { catalogueJa } from '@exam/domain/i18n';
import { Bounds } from '@exam/domain/rules';
import type { DocumentStore, Filter } from '@exam/platform';
import {
  PURCHASES,
  type PurchaseDocument,
  QUESTION_SETS,
  type QuestionSetListing,
  USERS,
  type UserDocument,
} from '@exam/projections';
// zod with .openapi(): the same query schema is the API reference's (schemas made before the extension lack it).
import { z } from '../openapi/zod.js';
import { presentPurchaseRow } from '../purchases/index.js';

const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());

/** The purchases tab's search (issue 15): by user (id or exact name), set, source, status and date range. */
export const purchaseSearchQuery = z.strictObject({
  user: z.string().trim().min(1).optional(),
  questionSetId: z.string().trim().min(1).optional(),
  source: z.enum(['purchase', 'redeem']).optional(),
  status: z.enum(['active', 'expired']).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number({ error: Bounds.pageSize.message })
    .int({ error: Bounds.pageSize.message })
    .min(Bounds.pageSize.min, { error: Bounds.pageSize.message })
    .max(Bounds.pageSize.max, { error: Bounds.pageSize.message })
    .default(50),
  /** Read-your-writes, as on every query (read by the `consistent` middleware before this parse). */
  minPosition: z.string().optional(),
});
export type PurchaseSearch = z.infer<typeof purchaseSearchQuery>;

export const parsePurchaseSearch = (query: unknown): PurchaseSearch => {
  const parsed = purchaseSearchQuery.safeParse(query);
  if (parsed.success) {
    const { from, to } = parsed.data;
    // Issue 39: an inverted range is refused with a hint, not answered with an empty list.
    if (from && to && Date.parse(to) < Date.parse(from))
      throw new ValidationError(catalogueJa.server.input.dateRangeInverted, 'RANGE_INVERTED', {
        field: 'to',
      });
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  const field = issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : String(issue?.path[0] ?? '');
  throw new ValidationError(`検索条件が正しくありません: ${field}`, 'VALIDATION_FAILED', { field });
};

/** The end of a day given as a date only, so `to=2026-01-31` includes that day. */
const upperBound = (to: string) => (to.length === 10 ? `${to}T23:59:59.999Z` : new Date(to).toISOString());
const lowerBound = (from: string) => new Date(from).toISOString();

export async function searchPurchases(documentStore: DocumentStore, search: PurchaseSearch, now: Date) {
  const users = documentStore.collection<UserDocument>(USERS);
  let userIds: string[] | undefined;
  if (search.user) {
    const matches = await users.find({ $or: [{ id: search.user }, { username: search.user }] } as Filter);
    // The id itself too: a learner's grants are found even before their profile reached the read side.
    userIds = [...new Set([search.user, ...matches.map((user) => user.id)])];
  }
  const filter: Filter = {
    ...(userIds ? { userId: { $in: userIds } } : {}),
    ...(search.questionSetId ? { questionSetId: search.questionSetId } : {}),
    ...(search.source ? { source: search.source } : {}),
    ...(search.from || search.to
      ? {
          purchaseDate: {
            ...(search.from ? { $gte: lowerBound(search.from) } : {}),
            ...(search.to ? { $lte: upperBound(search.to) } : {}),
          },
        }
      : {}),
  };
  const docs = await documentStore.collection<PurchaseDocument>(PURCHASES).find(filter, {
    sort: [
      ['purchaseDate', -1],
      ['id', 1],
    ],
  });
  // Status depends on the clock: filtered after presenting, like the learner's own tab.
  const setIds = [...new Set(docs.map((doc) => doc.questionSetId))];
  const sets = setIds.length
    ? await documentStore.collection<QuestionSetListing>(QUESTION_SETS).find({ id: { $in: setIds } })
    : [];
  const setById = new Map(sets.map((set) => [set.id, set]));
  const rows = docs
    .map((doc) => presentPurchaseRow(doc, setById.get(doc.questionSetId), false, now))
    .filter((row) => !search.status || row.status === search.status);
  const start = (search.page - 1) * search.pageSize;
  const pageRows = rows.slice(start, start + search.pageSize);
  const buyerIds = [...new Set(pageRows.map((row) => row.userId))];
  const buyers = buyerIds.length ? await users.find({ id: { $in: buyerIds } }) : [];
  const nameById = new Map(buyers.map((user) => [user.id, user.username]));
  return {
    purchases: pageRows.map(({ hasAccess: _unknownHere, ...row }) => ({
      ...row,
      username: nameById.get(row.userId) ?? row.userId,
      setTitle: setById.get(row.questionSetId)?.title ?? null,
    })),
    total: rows.length,
    page: search.page,
    pageSize: search.pageSize,
    revenue: rows.reduce((sum, row) => sum + row.amount, 0),
  };
}
