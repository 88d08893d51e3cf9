/**
 * The DocumentStore filter language evaluated in memory, so that reads inside a batch can merge the
 * store's answer with the batch's pending writes. Semantics follow MongoDB (which both adapters follow):
 * a missing field equals null, an array field matches when any element matches.
 */
import type { FieldCondition, Filter, FindOptions, Primitive, SortSpec } from '@exam/platform';

type Doc = Record<string, unknown>;

const valueAt = (doc: Doc, path: string): unknown => {
  let current: unknown = doc;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Doc)[key];
  }
  return current;
};

/** An array field is matched element by element; a scalar is a one-element list. */
const candidates = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

const equals = (value: unknown, expected: Primitive): boolean =>
  expected === null
    ? value === null || value === undefined
    : candidates(value).some((item) => item === expected);

const compare = (value: unknown, bound: string | number, accept: (order: number) => boolean): boolean =>
  candidates(value).some(
    (item) =>
      typeof item === typeof bound && accept((item as string | number) < bound ? -1 : item === bound ? 0 : 1),
  );

const isCondition = (value: unknown): value is FieldCondition =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const matchesCondition = (value: unknown, condition: FieldCondition): boolean => {
  if (condition.$eq !== undefined && !equals(value, condition.$eq)) return false;
  if (condition.$ne !== undefined && equals(value, condition.$ne)) return false;
  if (condition.$in !== undefined && !condition.$in.some((item) => equals(value, item))) return false;
  if (condition.$nin?.some((item) => equals(value, item))) return false;
  if (condition.$gt !== undefined && !compare(value, condition.$gt, (order) => order > 0)) return false;
  if (condition.$gte !== undefined && !compare(value, condition.$gte, (order) => order >= 0)) return false;
  if (condition.$lt !== undefined && !compare(value, condition.$lt, (order) => order < 0)) return false;
  if (condition.$lte !== undefined && !compare(value, condition.$lte, (order) => order <= 0)) return false;
  if (condition.$exists !== undefined && (value !== undefined) !== condition.$exists) return false;
  if (condition.$contains !== undefined) {
    const needle = condition.$contains.toLowerCase();
    if (!candidates(value).some((item) => typeof item === 'string' && item.toLowerCase().includes(needle)))
      return false;
  }
  return true;
};

export const matchesFilter = (doc: Doc, filter: Filter = {}): boolean =>
  Object.entries(filter).every(([field, expected]) => {
    if (expected === undefined) return true;
    if (field === '$or') return (expected as Filter[]).some((alternative) => matchesFilter(doc, alternative));
    const value = valueAt(doc, field);
    if (isCondition(expected)) return matchesCondition(value, expected);
    return equals(value, expected as Primitive);
  });

/** Order of kinds when a field holds different kinds of values (missing and null first, as MongoDB). */
const kindRank = (value: unknown): number => {
  if (value === undefined || value === null) return 0;
  if (typeof value === 'number') return 1;
  if (typeof value === 'string') return 2;
  if (typeof value === 'boolean') return 3;
  return 4;
};

const compareValues = (left: unknown, right: unknown): number => {
  const rank = kindRank(left) - kindRank(right);
  if (rank !== 0) return rank;
  if (kindRank(left) === 0 || kindRank(left) === 4) return 0;
  const a = left as string | number | boolean;
  const b = right as string | number | boolean;
  return a < b ? -1 : a > b ? 1 : 0;
};

export const sortDocuments = <T extends Doc>(docs: T[], sort: SortSpec | undefined): T[] => {
  if (!sort || sort.length === 0) return docs;
  return [...docs].sort((left, right) => {
    for (const [field, direction] of sort) {
      const order = compareValues(valueAt(left, field), valueAt(right, field));
      if (order !== 0) return order * direction;
    }
    return 0;
  });
};

/** Sort, skip and limit in memory, as `Collection.find` does in the store. */
export const pageDocuments = <T extends Doc>(docs: T[], options: FindOptions = {}): T[] => {
  const sorted = sortDocuments(docs, options.sort);
  const start = options.skip ?? 0;
  return options.limit === undefined ? sorted.slice(start) : sorted.slice(start, start + options.limit);
};
