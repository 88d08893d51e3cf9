import type { Document } from 'mongodb';
import type { FieldCondition, Filter, FindOptions, Primitive } from '../port.js';

/**
 * Translates the port's filter language into a MongoDB query. The language was modelled on MongoDB, so most of it
 * maps one to one: equality and $in match array elements, null matches a missing field, $ne/$nin match documents
 * without the field, ranges only compare values of the same type (type bracketing), dot paths reach nested
 * fields (a numeric segment indexes an array). $contains becomes a case-insensitive regular expression on the
 * escaped text (MongoDB's PCRE folds Unicode case too). One difference is left: a range on an array field
 * matches when an element is in range here, while the SQLite adapter never searches arrays for ranges.
 */

const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$|^\d+$/;
const NOTHING: Document = { _id: { $in: [] } };

const assertFieldPath = (field: string): void => {
  if (!field.split('.').every((segment) => SEGMENT.test(segment)))
    throw new Error(`Unsupported field path "${field}": use letters, digits and _ separated by dots`);
};

const assertPrimitive = (value: unknown, operator: string): Primitive => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as Primitive;
  throw new Error(`${operator} takes a string, number, boolean or null`);
};

export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const conditionToMongo = (condition: FieldCondition): Document => {
  const query: Document = {};
  for (const [operator, operand] of Object.entries(condition)) {
    if (operand === undefined) continue;
    switch (operator) {
      case '$eq':
      case '$ne':
        query[operator] = assertPrimitive(operand, operator);
        break;
      case '$in':
      case '$nin':
        if (!Array.isArray(operand)) throw new Error('$in and $nin take an array');
        query[operator] = operand.map((value) => assertPrimitive(value, operator));
        break;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        if (typeof operand !== 'string' && typeof operand !== 'number')
          throw new Error(`${operator} takes a string or a number`);
        query[operator] = operand;
        break;
      case '$exists':
        query.$exists = Boolean(operand);
        break;
      case '$contains':
        if (typeof operand !== 'string') throw new Error('$contains takes a string');
        query.$regex = escapeRegex(operand);
        query.$options = 'i';
        break;
      default:
        throw new Error(`Unsupported filter operator ${operator}`);
    }
  }
  return query;
};

export const filterToMongo = (filter: Filter = {}): Document => {
  const clauses: Document[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '$or') {
      if (!Array.isArray(value)) throw new Error('$or takes an array of filters');
      const alternatives = (value as Filter[]).map(filterToMongo);
      clauses.push(alternatives.length === 0 ? NOTHING : { $or: alternatives });
      continue;
    }
    if (key.startsWith('$')) throw new Error(`Unsupported filter operator ${key}`);
    if (Array.isArray(value))
      throw new Error(`Filter on "${key}" takes a value or a condition, not an array`);
    assertFieldPath(key);
    if (value !== null && typeof value === 'object') {
      const condition = conditionToMongo(value as FieldCondition);
      if (Object.keys(condition).length > 0) clauses.push({ [key]: condition });
      continue;
    }
    clauses.push({ [key]: assertPrimitive(value, 'equality') });
  }
  if (clauses.length === 0) return {};
  return clauses.length === 1 ? (clauses[0] as Document) : { $and: clauses };
};

/** The requested order, then _id (the document id) so that pages are stable. */
export const sortToMongo = (options: FindOptions = {}): Array<[string, 1 | -1]> => {
  const sort = (options.sort ?? []).map(([field, direction]): [string, 1 | -1] => {
    assertFieldPath(field);
    return [field === 'id' ? '_id' : field, direction === -1 ? -1 : 1];
  });
  return sort.some(([field]) => field === '_id') ? sort : [...sort, ['_id', 1]];
};
