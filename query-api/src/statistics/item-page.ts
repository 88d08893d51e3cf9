import { ValidationError } from '@exam/domain/errors';
import { catalogueJa, interpolate } from '@exam/domain/i18n';
import { Bounds, requireInRange } from '@exam/domain/rules';
import {
  ITEM_FLAGS,
  ITEM_STATISTICS_SORTS,
  type ItemStatistics,
  type ItemStatisticsSummary,
} from '@exam/domain/schemas';

type Sort = (typeof ITEM_STATISTICS_SORTS)[number];
type Order = 'asc' | 'desc';
type FlagFilter = (typeof ITEM_FLAGS)[number] | 'any' | 'none';

export type ItemPageQuery = {
  page: number;
  pageSize: number;
  sort: Sort;
  order: Order;
  flag: FlagFilter | null;
};

/** Each sort's natural direction: the questions worth a look first. */
const DEFAULT_ORDER: Record<Sort, Order> = {
  flag: 'desc',
  answers: 'desc',
  facility: 'asc',
  discrimination: 'asc',
  number: 'asc',
};
const PAGED_KEYS = ['page', 'pageSize', 'sort', 'order', 'flag'];
const DEFAULT_PAGE_SIZE = 50;

const whole = (raw: unknown) => (typeof raw === 'string' && /^\d{1,7}$/.test(raw) ? Number(raw) : Number.NaN);

const oneOf = <T extends string>(raw: unknown, allowed: readonly T[], field: string): T | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw === 'string' && (allowed as readonly string[]).includes(raw)) return raw as T;
  throw new ValidationError(
    interpolate(catalogueJa.server.input.oneOf, { field, allowed: allowed.join(' / ') }),
    'VALIDATION_FAILED',
    {
      field,
    },
  );
};

/** The page asked for, or undefined when no paging parameter is given (then the whole list, as before). */
export const itemPageOf = (query: Record<string, unknown>): ItemPageQuery | undefined => {
  if (!PAGED_KEYS.some((key) => query[key] !== undefined)) return undefined;
  const sort = oneOf(query.sort, ITEM_STATISTICS_SORTS, 'sort') ?? 'flag';
  return {
    page:
      query.page === undefined
        ? 1
        : requireInRange(Bounds.pageNumber, whole(query.page), 'page', 'INVALID_PAGE'),
    pageSize:
      query.pageSize === undefined
        ? DEFAULT_PAGE_SIZE
        : requireInRange(Bounds.statisticsPageSize, whole(query.pageSize), 'pageSize', 'INVALID_PAGE'),
    sort,
    order: oneOf(query.order, ['asc', 'desc'] as const, 'order') ?? DEFAULT_ORDER[sort],
    flag: oneOf(query.flag, [...ITEM_FLAGS, 'any', 'none'] as const, 'flag') ?? null,
  };
};

const keyOf: Record<Sort, (item: ItemStatistics) => number | null> = {
  flag: (item) => item.flags.length,
  answers: (item) => item.firstAttempts,
  facility: (item) => item.facility,
  discrimination: (item) => item.discrimination,
  number: (item) => item.orderIndex,
};

const matches = (item: ItemStatistics, flag: FlagFilter | null) =>
  flag === null ||
  (flag === 'any'
    ? item.flags.length > 0
    : flag === 'none'
      ? item.flags.length === 0
      : item.flags.includes(flag));

/**
 * The filtered, sorted page. Questions without the figure (no answers yet) come last in either direction;
 * ties keep the set's order. Sorting by flag breaks ties by lowest facility, as the unpaged list does.
 */
export const pageItems = (items: readonly ItemStatistics[], query: ItemPageQuery) => {
  const key = keyOf[query.sort];
  const sign = query.order === 'asc' ? 1 : -1;
  const byFacility = (a: ItemStatistics, b: ItemStatistics) =>
    query.sort === 'flag'
      ? (a.facility ?? Number.POSITIVE_INFINITY) - (b.facility ?? Number.POSITIVE_INFINITY)
      : 0;
  const filtered = items.filter((item) => matches(item, query.flag));
  const sorted = filtered.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === null || y === null) return x === y ? a.orderIndex - b.orderIndex : x === null ? 1 : -1;
    return sign * (x - y) || byFacility(a, b) || a.orderIndex - b.orderIndex;
  });
  const from = (query.page - 1) * query.pageSize;
  return { list: sorted.slice(from, from + query.pageSize), total: filtered.length };
};

const mean = (values: number[]) =>
  values.length === 0
    ? null
    : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 1000) / 1000;

/** Figures over every question of the set (not only the page shown). */
export const summariseItems = (items: readonly ItemStatistics[]): ItemStatisticsSummary => {
  const flags = Object.fromEntries(ITEM_FLAGS.map((flag) => [flag, 0])) as ItemStatisticsSummary['flags'];
  for (const item of items) for (const flag of item.flags) flags[flag] += 1;
  return {
    questions: items.length,
    answeredQuestions: items.filter((item) => item.firstAttempts > 0).length,
    firstAttempts: items.reduce((sum, item) => sum + item.firstAttempts, 0),
    attempts: items.reduce((sum, item) => sum + item.attempts, 0),
    meanFacility: mean(items.flatMap((item) => (item.facility === null ? [] : [item.facility]))),
    meanDiscrimination: mean(
      items.flatMap((item) => (item.discrimination === null ? [] : [item.discrimination])),
    ),
    flaggedQuestions: items.filter((item) => item.flags.length > 0).length,
    flags,
  };
};
