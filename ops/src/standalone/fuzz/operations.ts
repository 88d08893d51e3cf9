/** One write operation of the published OpenAPI document, with what its body's schema names. */
export type WriteOperation = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented, below /api: `/question-sets/{id}`. */
  path: string;
  pathParams: string[];
  /** The JSON body's top-level properties and their types (first type of an anyOf), when documented. */
  properties: Record<string, string>;
  /** The body's media type: JSON, multipart, or none. */
  bodyType: 'json' | 'multipart' | 'none';
};

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
};
type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

const resolve = (document: Document, schema: Schema | undefined): Schema => {
  if (!schema) return {};
  if (schema.$ref)
    return resolve(document, document.components?.schemas?.[schema.$ref.split('/').pop() ?? '']);
  return schema;
};

const typeOf = (document: Document, schema: Schema | undefined): string => {
  const resolved = resolve(document, schema);
  const first = resolved.anyOf?.[0] ?? resolved.oneOf?.[0] ?? resolved.allOf?.[0];
  return resolved.type ?? (first ? typeOf(document, first) : 'any');
};

/** Every POST, PUT, PATCH and DELETE the document lists. */
export const writeOperations = (document: Document): WriteOperation[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    WRITE_METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as Operation;
      const content = operation.requestBody?.content ?? {};
      const json = resolve(document, content['application/json']?.schema);
      const properties = Object.fromEntries(
        Object.entries(json.properties ?? {}).map(([name, schema]) => [name, typeOf(document, schema)]),
      );
      return {
        method: method.toUpperCase() as WriteOperation['method'],
        path,
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        properties,
        bodyType: content['application/json']
          ? ('json' as const)
          : content['multipart/form-data']
            ? ('multipart' as const)
            : ('none' as const),
      };
    }),
  );

export const operationKey = (operation: Pick<WriteOperation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`;
