import {
  type DirectReply,
  type DirectRoute,
  type DocumentStore,
  type Filter,
  okBody,
  weakEtagOf,
} from '@exam/platform';
import { QUESTION_SETS, type QuestionSetListing } from '@exam/projections';
import { accessForSets, type Caller, type SetAccessWithTrial } from '../access/index.js';
import type { ReadCache } from '../read-cache/index.js';
import { MIN_POSITION_HEADER, type MinPositionWait, STALE_HEADER } from '../read-your-writes/index.js';
import { pageSizeParam } from '../request-params/index.js';
import { presentQuestionSet } from './presenters.js';

const NEWEST_FIRST = [['createdAt', -1] as [string, -1]];

/** ?limit: at most this many sets (rules/bounds.ts pageSize); absent lists them all. */
const readLimit = (raw: unknown): number | undefined => {
  const limit = pageSizeParam(raw, 0, 'limit');
  return limit === 0 ? undefined : limit;
};

const nonBlank = (raw: unknown): string | undefined =>
  typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;

/** ?category is an exact match; ?search matches title, description or category, case-insensitively. */
export const listingFilter = (query: { category?: unknown; search?: unknown }): Filter => {
  const filter: Filter = {};
  const category = nonBlank(query.category);
  const search = nonBlank(query.search);
  if (category) filter.category = category;
  if (search) {
    filter.$or = [
      { title: { $contains: search } },
      { description: { $contains: search } },
      { category: { $contains: search } },
    ];
  }
  return filter;
};

export type ListingRoutesDependencies = {
  documentStore: DocumentStore;
  /** Catalogue query results per projection version (hot listings skip the store). */
  cache: ReadCache;
  /** Read-your-writes (X-Min-Position), before the listing is read. */
  minPosition: MinPositionWait;
};

/**
 * The public listings of question sets (the home page and the catalogue ask for them most): GET /question-sets,
 * /question-sets/featured and /question-sets/by-category/{category}. Direct routes: the server answers them in
 * one lookup (platform directRoutesListener), express serves them too (HEAD, odd spellings) with this handler.
 * Visitors all get the same answer, so theirs is kept serialised with its ETag until the catalogue changes.
 */
export const createListingRoutes = ({ documentStore, cache, minPosition }: ListingRoutesDependencies) => {
  const sets = documentStore.collection<QuestionSetListing>(QUESTION_SETS);
  const presentAll = async (caller: Caller, found: QuestionSetListing[]) => {
    const access = await accessForSets(documentStore, caller, found);
    return found.map((set) => presentQuestionSet(set, access.get(set.id) as SetAccessWithTrial));
  };
  const listing = (
    path: string,
    query: (request: Parameters<DirectRoute['handle']>[0]) => [string, () => Filter, number?],
  ) =>
    ({
      method: 'GET',
      path,
      caller: 'optional',
      handle: async (request): Promise<DirectReply> => {
        const header = request.headers[MIN_POSITION_HEADER.toLowerCase()] as string | undefined;
        const { stale } = await minPosition(header, request.query.minPosition, path);
        const headers: Record<string, string> = stale ? { [STALE_HEADER]: 'true' } : {};
        const [key, filter, limit] = query(request);
        const found = await cache.get(key, () => sets.find(filter(), { sort: NEWEST_FIRST, limit }));
        const caller = request.principal ?? undefined;
        if (caller) return { status: 200, headers, body: okBody(await presentAll(caller, found)) };
        const { json, etag } = await cache.get(`visitor:${key}`, async () => {
          const bytes = Buffer.from(JSON.stringify(okBody(await presentAll(undefined, found))));
          return { json: bytes, etag: weakEtagOf(bytes) };
        });
        return { status: 200, headers, json, etag };
      },
    }) satisfies DirectRoute;
  return [
    listing('/question-sets', ({ query }) => {
      const filter = listingFilter(query);
      const limit = readLimit(query.limit);
      return [`sets:${JSON.stringify(filter)}:${limit}`, () => filter, limit];
    }),
    listing('/question-sets/featured', () => ['sets:featured', () => ({ isFeatured: true })]),
    listing('/question-sets/by-category/:category', ({ params }) => {
      const category = params.category as string;
      return [`sets:category:${category}`, () => ({ category })];
    }),
  ] as DirectRoute[];
};
