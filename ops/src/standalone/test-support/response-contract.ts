import { appendFileSync } from 'node:fs';
import { buildOpenApiDocument } from '@exam/query-api';
import { Ajv, type ValidateFunction } from 'ajv';

type Responses = Record<string, { content?: Record<string, { schema?: unknown }> }>;
type Operation = { operationId: string; responses: Responses };
type Template = { method: string; pattern: RegExp; path: string; params: number; operation: Operation };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Checks answers of the composed server against the published OpenAPI document (issue 25): the operation the
 * request reached, that its status is documented, and that a JSON body matches the documented schema (ajv, with
 * OpenAPI 3.0's `nullable`). A drift between server and document fails the test that made the request.
 */
export class ResponseContract {
  private readonly ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  private readonly templates: Template[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(
    document = buildOpenApiDocument() as {
      paths: Record<string, Record<string, Operation>>;
    },
  ) {
    this.ajv.addSchema(document, 'openapi');
    this.templates = Object.entries(document.paths)
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          params: (path.match(/\{/g) ?? []).length,
          pattern: new RegExp(
            `^${path
              .split(/\{[^}]+\}/)
              .map(escapeRegExp)
              .join('[^/]+')}$`,
          ),
          operation,
        })),
      )
      // A literal segment wins over a parameter (/question-sets/featured before /question-sets/{id}).
      .sort((a, b) => a.params - b.params);
  }

  /** The documented operation of an /api request, or undefined for paths outside the API. */
  operationOf(method: string, url: string): Template | undefined {
    const path = new URL(url, 'http://localhost').pathname;
    if (!path.startsWith('/api/')) return undefined;
    // express routes ignore one trailing slash (non-strict routing)
    const inner = path.slice('/api'.length).replace(/(.)\/$/, '$1');
    return this.templates.find((t) => t.method === method.toUpperCase() && t.pattern.test(inner));
  }

  /** The problems of one answer against the document (empty when it agrees). */
  check(
    method: string,
    url: string,
    status: number,
    contentType: string | undefined,
    body: unknown,
  ): string[] {
    // A CORS preflight is the delivery layer's answer, not an operation of the API.
    if (method.toUpperCase() === 'OPTIONS') return [];
    const template = this.operationOf(method, url);
    if (!template) {
      const path = new URL(url, 'http://localhost').pathname;
      // The reference page's own scripts and styles (GET /api/docs/*) are files, not operations.
      if (path.startsWith('/api/docs/') && !contentType?.includes('application/json')) return [];
      // An unknown /api path answers the envelope 404 (and 429 first, when limited): no operation to check.
      return path.startsWith('/api/') && status !== 404 && status !== 429 && status !== 405
        ? [`${method} ${path}: no documented operation`]
        : [];
    }
    record(template.operation.operationId);
    const key = String(status);
    const responses = template.operation.responses;
    const documented = responses[key] ?? responses[`${key[0]}XX`] ?? responses.default;
    const where = `${template.operation.operationId} (${method} ${template.path}) ${status}`;
    if (!documented)
      return [`${where}: status not documented (documented: ${Object.keys(responses).join(', ')})`];
    if (!contentType?.includes('application/json') || !documented.content?.['application/json']?.schema)
      return [];
    const schemaKey = pointer(
      'paths',
      template.path,
      template.method.toLowerCase(),
      'responses',
      responses[key] ? key : responses[`${key[0]}XX`] ? `${key[0]}XX` : 'default',
      'content',
      'application/json',
      'schema',
    );
    let validate = this.validators.get(schemaKey);
    if (!validate) {
      validate = this.ajv.getSchema(`openapi#/${schemaKey}`) as ValidateFunction;
      this.validators.set(schemaKey, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${where}: body${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
  }
}

/** Operations checked in this process; with RESPONSE_CONTRACT_LOG set, appended to that file (coverage report). */
const covered = new Set<string>();
const record = (operationId: string) => {
  if (covered.has(operationId)) return;
  covered.add(operationId);
  const log = process.env.RESPONSE_CONTRACT_LOG;
  if (log) appendFileSync(log, `${operationId}\n`);
};
export const coveredOperations = (): ReadonlySet<string> => covered;

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);
type Thenable = {
  method: string;
  url: string;
  then: (ok?: (value: unknown) => unknown, fail?: (error: unknown) => unknown) => Promise<unknown>;
};
type Answer = { status: number; headers: Record<string, string | undefined>; body: unknown };

let shared: ResponseContract | undefined;

/**
 * The supertest agent with every answer checked against the document: a request whose answer disagrees
 * rejects with the problems, in the test that sent it. RESPONSE_CONTRACT=off turns the check off.
 */
export const withResponseContract = <Agent extends object>(agent: Agent): Agent => {
  if (process.env.RESPONSE_CONTRACT === 'off') return agent;
  shared ??= new ResponseContract();
  const contract = shared;
  return new Proxy(agent, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !METHODS.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const test = value.apply(target, args) as Thenable;
        const then = test.then.bind(test);
        // biome-ignore lint/suspicious/noThenProperty: the check hooks into supertest's own thenable
        test.then = (ok, fail) =>
          then((answer) => {
            const { status, headers, body } = answer as Answer;
            const problems = contract.check(test.method, test.url, status, headers['content-type'], body);
            if (problems.length > 0)
              throw new Error(`answer disagrees with the OpenAPI document:\n${problems.join('\n')}`);
            return answer;
          }).then(ok, fail);
        return test;
      };
    },
  });
};
