import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { WriteOperation } from './operations.js';
import type { RawRequest } from './raw-client.js';

/** Path and query escapes that do not decode (issue 27): a bad hex pair, a cut sequence, a lone %, overlong UTF-8. */
export const BAD_ESCAPES = ['%ZZ', '%E0%A4%A', '%', '%C0%AF', '%FF', 'a%2', '%ED%A0%80'];
const NAUGHTY_STRINGS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1',
  '0x1F',
  '１２３',
  '\u0000',
  '\uFEFF',
  '\uD800',
  '%ZZ',
  '<script>alert(1)</script>',
  '__proto__',
  "' OR 1=1 --",
  '../../etc/passwd',
];
const NUMBERS = [0, -0, -1, -5, 0.5, 1.5, 1e308, -1e308, 2 ** 53 + 2, 2 ** 31, 100_000, 1e9, 5e-324];
const MEGABYTE_STRING = 'あ'.repeat(350_000); // about 1 MB of UTF-8
const nest = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
};

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...NAUGHTY_STRINGS, ...NUMBERS, null, true, false) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.double() }, // NaN and ±Infinity become null in JSON
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant(MEGABYTE_STRING) },
);

/** A value of the wrong type, out of range, huge, deep or odd: what a hostile client puts in a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: leaf },
  { weight: 2, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 3_000 }).map((depth) => nest(depth, 1)) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((length) => Array(length).fill('x')) },
);

/** A value of the documented type that could pass (so a valid field sits beside an invalid one). */
const plausible = (type: string, name: string, ids: readonly string[]): fc.Arbitrary<unknown> => {
  if (/id$/i.test(name)) return fc.constantFrom(...ids);
  if (type === 'number' || type === 'integer') return fc.constantFrom(0, 1, 3, 30);
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.constant([]);
  if (type === 'object') return fc.constant({});
  return fc.constantFrom('テスト', 'ネットワーク基礎', 'a');
};

/**
 * The JSON body: either each documented field absent, plausible or hostile, or every field plausible (or absent)
 * but one hostile (a valid title beside an invalid price: the request must change nothing). Plus unknown and
 * prototype keys, and top-level arrays and values.
 */
const jsonBody = (operation: WriteOperation, ids: readonly string[]): fc.Arbitrary<string> => {
  const names = Object.keys(operation.properties);
  const plausibleField = (name: string) =>
    fc.option(plausible(operation.properties[name] ?? 'any', name, ids), { nil: undefined, freq: 4 });
  const mixed = fc.tuple(
    ...names.map((name) =>
      fc.oneof(
        { weight: 2, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: plausible(operation.properties[name] ?? 'any', name, ids) },
        { weight: 3, arbitrary: hostileValue },
      ),
    ),
  );
  const oneHostile =
    names.length === 0
      ? mixed
      : fc
          .tuple(fc.tuple(...names.map(plausibleField)), fc.nat({ max: names.length - 1 }), hostileValue)
          .map(([values, at, hostile]) => values.map((value, index) => (index === at ? hostile : value)));
  return fc
    .record({
      values: fc.oneof(mixed, oneHostile),
      unknown: fc.oneof(
        { weight: 3, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc.dictionary(
            fc.constantFrom('isAdmin', 'role', 'position', 'extra', 'userId'),
            hostileValue,
            {
              maxKeys: 2,
            },
          ),
        },
      ),
      proto: fc.boolean(),
      topLevel: fc.constantFrom('object', 'object', 'object', 'object', 'array', 'value'),
    })
    .map(({ values, unknown, proto, topLevel }) => {
      const object = Object.fromEntries(
        names.map((name, index) => [name, values[index]] as const).filter(([, value]) => value !== undefined),
      );
      const text = JSON.stringify({ ...object, ...unknown });
      if (topLevel === 'array') return `[${text}]`;
      if (topLevel === 'value') return JSON.stringify(Object.values(object)[0] ?? 42);
      if (!proto) return text;
      // An own "__proto__" key can only be written as text (an object literal would set the prototype).
      const pollution = '"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}';
      return text === '{}' ? `{${pollution}}` : `{${pollution},${text.slice(1)}`;
    });
};

type Transport = { headers: Record<string, string>; body?: Buffer };
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** Bodies that fail before any field is read: encodings, types, charsets, syntax, depth, size. */
const brokenTransport = (json: string): fc.Arbitrary<Transport> =>
  fc.oneof(
    // Content-Encoding that does not match the bytes, and bytes compressed one way but labelled another.
    fc.constantFrom('gzip', 'br', 'deflate', 'GZIP', 'gzip, br').map((encoding) => ({
      headers: { ...JSON_TYPE, 'Content-Encoding': encoding },
      body: Buffer.from(json),
    })),
    fc.constantFrom<Transport>(
      { headers: { ...JSON_TYPE, 'Content-Encoding': 'br' }, body: gzipSync(json) },
      { headers: { ...JSON_TYPE, 'Content-Encoding': 'gzip' }, body: deflateSync(json) },
      { headers: { ...JSON_TYPE, 'Content-Encoding': 'deflate' }, body: brotliCompressSync(json) },
      { headers: { ...JSON_TYPE, 'Content-Encoding': 'gzip' }, body: gzipSync(json).subarray(0, 12) },
      { headers: { ...JSON_TYPE, 'Content-Encoding': 'x-unknown' }, body: Buffer.from(json) },
    ),
    // A foreign type or charset, and JSON that does not parse.
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=zz',
        'application/xml',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
      )
      .map((type) => ({ headers: { 'Content-Type': type }, body: Buffer.from(json) })),
    fc
      .constantFrom('{"a":', '[1,]', '{"a":1}{"b":2}', "{'a':1}", 'nul', '\uFEFF{', '{"a":"\\uZZZZ"}')
      .map((text) => ({ headers: JSON_TYPE, body: Buffer.from(text) })),
    fc.constant({
      headers: JSON_TYPE,
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    }),
    // Nesting far deeper than any schema, as text (no object this deep could be serialised).
    fc.integer({ min: 10_000, max: 200_000 }).map((depth) => ({
      headers: JSON_TYPE,
      body: Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`),
    })),
    fc.integer({ min: 10_000, max: 50_000 }).map((depth) => ({
      headers: JSON_TYPE,
      body: Buffer.from(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    })),
    // Over the 2 MB JSON limit.
    fc.constant({ headers: JSON_TYPE, body: Buffer.from(`{"a":"${'x'.repeat(2 * 1024 * 1024 + 10)}"}`) }),
  );

const pathValue = (ids: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids) },
    { weight: 3, arbitrary: fc.constantFrom(...BAD_ESCAPES) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_ESCAPES).map((bad) => `${ids[0]}${bad}`) },
    { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(5_000), '..%2F..%2Fetc', '%00', '-1', 'NaN', '%2F') },
  );

const query: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_ESCAPES).map((bad) => `?q=${bad}&${bad}=1`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('?__proto__[isAdmin]=1', '?page=-1&limit=1e308', '?a[b][c][d][e]=1'),
  },
);

/** A whole hostile request to one operation (path, query, headers, body), for one caller's headers. */
export const hostileRequest = (
  operation: WriteOperation,
  ids: readonly string[],
  caller: Record<string, string>,
): fc.Arbitrary<RawRequest> => {
  const params = fc.tuple(...operation.pathParams.map(() => pathValue(ids)));
  const body = jsonBody(operation, ids).chain((json) =>
    fc.oneof(
      { weight: 5, arbitrary: fc.constant<Transport>({ headers: JSON_TYPE, body: Buffer.from(json) }) },
      { weight: 3, arbitrary: brokenTransport(json) },
      { weight: 1, arbitrary: fc.constant<Transport>({ headers: {} }) },
    ),
  );
  return fc.record({ params, query, body }).map(({ params: values, query: search, body: transport }) => {
    let path = `/api${operation.path}`;
    operation.pathParams.forEach((name, index) => {
      path = path.replace(`{${name}}`, values[index] ?? '');
    });
    return {
      method: operation.method,
      path: `${path}${search}`,
      headers: { ...caller, ...transport.headers },
      ...(transport.body ? { body: transport.body } : {}),
    };
  });
};

/**
 * The issue's own cases, sent to every operation as every caller before the generated ones: a body whose
 * Content-Encoding does not match (gzip, br), path (or query) escapes that do not decode, and a plausible text
 * beside each bad number (a valid title beside an invalid price must change nothing).
 */
export const issueExamples = (
  operation: WriteOperation,
  ids: readonly string[],
  caller: Record<string, string>,
): RawRequest[] => {
  const withParams = (value: string) => `/api${operation.path.replace(/\{[^}]+\}/g, value)}`;
  const plain = withParams(ids[0] ?? '');
  const json = (path: string, body: string, extra: Record<string, string> = {}): RawRequest => ({
    method: operation.method,
    path,
    headers: { ...caller, 'Content-Type': 'application/json', ...extra },
    body: Buffer.from(body),
  });
  // One plausible text beside one bad number: a negative, a fraction, a huge one.
  const entries = Object.entries(operation.properties);
  const text = entries.find(([name, type]) => type === 'string' && !/id$/i.test(name))?.[0];
  const numberFields = entries
    .filter(([, type]) => type === 'number' || type === 'integer')
    .map(([name]) => name);
  const badNumbers = numberFields.flatMap((name) =>
    [-5, 1.5, 1e308].map((value) =>
      json(plain, JSON.stringify({ ...(text ? { [text]: 'テスト' } : {}), [name]: value })),
    ),
  );
  return [
    json(plain, '{"title":"x"}', { 'Content-Encoding': 'gzip' }),
    json(plain, '{"title":"x"}', { 'Content-Encoding': 'br' }),
    ...(operation.pathParams.length > 0
      ? BAD_ESCAPES.slice(0, 4).map((bad) => json(withParams(bad), '{}'))
      : [json(`${plain}?q=%ZZ&%E0%A4%A=1`, '{}')]),
    ...badNumbers,
  ];
};
