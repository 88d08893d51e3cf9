import type { FieldCondition, Filter, Primitive } from '../port.js';
import { type FieldReference, fieldReference } from './field-reference.js';

/**
 * Translates the port's filter language to a SQL condition over the row aliased `d`.
 *
 * Supported, matching MongoDB's semantics:
 * - equality (plain value or $eq) and $in: on an array field they match when any element matches; `null` matches
 *   a missing field or JSON null; booleans, numbers and strings only match values of the same JSON type;
 * - $ne / $nin: the negation of the above (so they also match documents without the field);
 * - $gt/$gte/$lt/$lte: compare scalars of the same type (numbers with numbers, strings with strings by code
 *   point); array elements are not searched;
 * - $exists: whether the field is present (a JSON null counts as present);
 * - $contains: case-insensitive (Unicode) substring of a string field, or of any string element of an array;
 * - $or of sub-filters; dot paths into nested objects (a numeric segment indexes an array: `options.0.text`).
 */
export type SqlCondition = { sql: string; params: Array<string | number> };

const JSON_TYPES_OF: Record<'string' | 'number', string> = {
  string: "('text')",
  number: "('integer','real')",
};

const scalarMatches = (
  value: string,
  type: string,
  expected: Primitive,
  params: SqlCondition['params'],
): string => {
  if (expected === null) return `(${type} IS NULL OR ${type} = 'null')`;
  if (typeof expected === 'boolean') return `${type} = '${expected}'`;
  if (typeof expected !== 'string' && typeof expected !== 'number')
    throw new Error(`Unsupported filter value ${String(expected)}`);
  params.push(expected);
  return `(${value} = ? AND ${type} IN ${JSON_TYPES_OF[typeof expected as 'string' | 'number']})`;
};

const anyElement = (field: FieldReference, condition: (value: string, type: string) => string): string =>
  field.elements === null
    ? '0'
    : `(${field.type} = 'array' AND EXISTS (SELECT 1 FROM ${field.elements} AS e WHERE ${condition('e.value', 'e.type')}))`;

const equals = (field: FieldReference, expected: Primitive, params: SqlCondition['params']): string => {
  const itself = scalarMatches(field.value, field.type, expected, params);
  return `(${itself} OR ${anyElement(field, (value, type) => scalarMatches(value, type, expected, params))})`;
};

/**
 * Above this many candidates, strings and numbers are matched through one JSON list each (`IN (SELECT value FROM
 * json_each(?))`) instead of one OR term per candidate: SQLite refuses an expression deeper than 1,000 terms, and
 * a learner's 2,000 answered questions are one `$in` (issue 35). Fewer keep the plain terms the planner knows best.
 */
const LISTED_CANDIDATES = 50;

const inList = (value: string, type: string, list: Primitive[], params: SqlCondition['params']) => {
  const kind = typeof list[0] as 'string' | 'number';
  params.push(JSON.stringify(list));
  return `(${value} IN (SELECT value FROM json_each(?)) AND ${type} IN ${JSON_TYPES_OF[kind]})`;
};

const isOneOfMany = (
  field: FieldReference,
  candidates: Primitive[],
  params: SqlCondition['params'],
): string => {
  const strings = candidates.filter((candidate) => typeof candidate === 'string');
  const numbers = candidates.filter((candidate) => typeof candidate === 'number');
  const others = candidates.filter(
    (candidate) => typeof candidate !== 'string' && typeof candidate !== 'number',
  );
  const terms = others.map((candidate) => equals(field, candidate, params));
  for (const list of [strings, numbers].filter((values) => values.length > 0)) {
    const itself = inList(field.value, field.type, list, params);
    terms.push(`(${itself} OR ${anyElement(field, (value, type) => inList(value, type, list, params))})`);
  }
  return `(${terms.join(' OR ')})`;
};

const isOneOf = (
  field: FieldReference,
  candidates: Primitive[] | undefined,
  params: SqlCondition['params'],
): string => {
  if (!Array.isArray(candidates)) throw new Error('$in and $nin take an array');
  if (candidates.length > LISTED_CANDIDATES) return isOneOfMany(field, candidates, params);
  return candidates.length === 0
    ? '0'
    : `(${candidates.map((candidate) => equals(field, candidate, params)).join(' OR ')})`;
};

const RANGE_OPERATORS = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

const compares = (
  field: FieldReference,
  operator: keyof typeof RANGE_OPERATORS,
  bound: unknown,
  params: SqlCondition['params'],
): string => {
  if (typeof bound !== 'string' && typeof bound !== 'number')
    throw new Error(`${operator} takes a string or a number`);
  params.push(bound);
  return `(${field.value} ${RANGE_OPERATORS[operator]} ? AND ${field.type} IN ${JSON_TYPES_OF[typeof bound as 'string' | 'number']})`;
};

const contains = (field: FieldReference, needle: unknown, params: SqlCondition['params']): string => {
  if (typeof needle !== 'string') throw new Error('$contains takes a string');
  params.push(needle);
  const itself = `(${field.type} = 'text' AND contains_ci(${field.value}, ?))`;
  const element = anyElement(field, (value, type) => {
    params.push(needle);
    return `${type} = 'text' AND contains_ci(${value}, ?)`;
  });
  return `(${itself} OR ${element})`;
};

const not = (condition: string) => `NOT COALESCE(${condition}, 0)`;

const fieldCondition = (
  field: FieldReference,
  condition: FieldCondition,
  params: SqlCondition['params'],
): string[] =>
  Object.entries(condition).flatMap(([operator, operand]) => {
    if (operand === undefined) return [];
    switch (operator) {
      case '$eq':
        return [equals(field, operand as Primitive, params)];
      case '$ne':
        return [not(equals(field, operand as Primitive, params))];
      case '$in':
        return [isOneOf(field, operand as Primitive[], params)];
      case '$nin':
        return [not(isOneOf(field, operand as Primitive[], params))];
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        return [compares(field, operator, operand, params)];
      case '$exists':
        return [`${field.type} ${operand ? 'IS NOT NULL' : 'IS NULL'}`];
      case '$contains':
        return [contains(field, operand, params)];
      default:
        throw new Error(`Unsupported filter operator ${operator}`);
    }
  });

const conditions = (filter: Filter, params: SqlCondition['params']): string[] =>
  Object.entries(filter).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (key === '$or') {
      if (!Array.isArray(value)) throw new Error('$or takes an array of filters');
      const alternatives = (value as Filter[]).map((alternative) => and(conditions(alternative, params)));
      return [alternatives.length === 0 ? '0' : `(${alternatives.join(' OR ')})`];
    }
    if (Array.isArray(value))
      throw new Error(`Filter on "${key}" takes a value or a condition, not an array`);
    const field = fieldReference(key);
    if (value !== null && typeof value === 'object')
      return fieldCondition(field, value as FieldCondition, params);
    return [equals(field, value, params)];
  });

const and = (parts: string[]): string => (parts.length === 0 ? '1' : `(${parts.join(' AND ')})`);

export const filterToSql = (filter: Filter = {}): SqlCondition => {
  const params: SqlCondition['params'] = [];
  return { sql: and(conditions(filter, params)), params };
};
