/** SQL for reading one document field, from the row aliased `d` (doc = JSON text, id = primary key). */
export type FieldReference = {
  /** The field's SQL value (json_extract: JSON true/false come back as 1/0, objects and arrays as JSON text). */
  value: string;
  /** json_type of the field: NULL when missing, 'null', 'true', 'false', 'integer', 'real', 'text', 'array', 'object'. */
  type: string;
  /** A table source over the elements when the field is an array, or null when it never is. */
  elements: string | null;
};

const NAME_SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const INDEX_SEGMENT = /^\d+$/;

/** 'a.b.0.c' -> '$.a.b[0].c'. Segments are validated because the path is inlined (expression indexes need literals). */
export const toJsonPath = (field: string): string => {
  const segments = field.split('.');
  return segments.reduce((path, segment) => {
    if (NAME_SEGMENT.test(segment)) return `${path}.${segment}`;
    if (INDEX_SEGMENT.test(segment)) return `${path}[${segment}]`;
    throw new Error(`Unsupported field path "${field}": use letters, digits and _ separated by dots`);
  }, '$');
};

export const fieldReference = (field: string): FieldReference => {
  if (field === 'id') return { value: 'd.id', type: "'text'", elements: null };
  const path = `'${toJsonPath(field)}'`;
  return {
    value: `json_extract(d.doc, ${path})`,
    type: `json_type(d.doc, ${path})`,
    elements: `json_each(d.doc, ${path})`,
  };
};

/** The expression an index on `field` is built on; it must be written exactly as queries write it. */
export const indexedExpression = (field: string): string =>
  field === 'id' ? 'id' : `json_extract(doc, '${toJsonPath(field)}')`;
