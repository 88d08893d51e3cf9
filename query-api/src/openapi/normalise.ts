/**
 * zod-to-openapi writes `z.null()` (and unknown values that may be null) as a bare `{ nullable: true }`, which
 * OpenAPI 3.0 gives no meaning without a `type`: a union branch like that accepts anything. This pass rewrites the
 * generated document so that every nullable schema has a type: a bare branch of `anyOf`/`oneOf` becomes
 * `nullable: true` on each typed branch, repeated branches are kept once, and a bare schema elsewhere is `{}`
 * (any value, null included), which is what it meant.
 */
type Schema = Record<string, unknown>;

const isBareNullable = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (value as Schema).nullable === true &&
  Object.keys(value as Schema).every((key) => key === 'nullable' || key === 'description');

const withNull = (branch: Schema): Schema => {
  if (typeof branch.type === 'string') return { ...branch, nullable: true };
  // A $ref takes no siblings in 3.0: wrap it, with the type a nullable needs.
  if (typeof branch.$ref === 'string') return { type: 'object', nullable: true, allOf: [branch] };
  return { ...branch, nullable: true };
};

const normaliseUnion = (schema: Schema, key: 'anyOf' | 'oneOf'): Schema => {
  const branches = schema[key] as unknown[];
  const nullable = branches.some(isBareNullable);
  const seen = new Set<string>();
  const kept: Schema[] = [];
  for (const branch of branches) {
    if (isBareNullable(branch)) continue;
    const text = JSON.stringify(branch);
    if (seen.has(text)) continue;
    seen.add(text);
    kept.push(branch as Schema);
  }
  const { [key]: _dropped, ...rest } = schema;
  if (kept.length === 0) return rest; // only nulls or unknowns: any value
  const typed = nullable ? kept.map(withNull) : kept;
  if (typed.length === 1) return { ...rest, ...(typed[0] as Schema) };
  return { ...rest, [key]: typed };
};

const normaliseNode = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(normaliseNode);
  if (typeof node !== 'object' || node === null) return node;
  let schema: Schema = Object.fromEntries(
    Object.entries(node as Schema).map(([key, value]) => [key, normaliseNode(value)]),
  );
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[key])) schema = normaliseUnion(schema, key);
  // OpenAPI 3.0.3: a nullable enum admits null only when its list names null.
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema = { ...schema, enum: [...schema.enum, null] };
  return schema;
};

/** The document with every bare nullable resolved (see above); the input is not changed. */
export const normaliseNullables = <Document>(document: Document): Document => {
  const normalised = normaliseNode(document) as Schema;
  const stripBare = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(stripBare);
    if (typeof node !== 'object' || node === null) return node;
    if (isBareNullable(node)) {
      const { description } = node as Schema;
      return description === undefined ? {} : { description };
    }
    return Object.fromEntries(Object.entries(node as Schema).map(([key, value]) => [key, stripBare(value)]));
  };
  return stripBare(normalised) as Document;
};
