import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document.js';
import { ADMIN_ONLY_NOTE } from './route-helpers.js';

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
};

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument();
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
  const operation = (key: string) => operations.find((entry) => entry.key === key)?.operation;
  const bodyFields = (key: string) =>
    Object.keys(operation(key)?.requestBody?.content['application/json']?.schema.properties ?? {});

  it('given the practice and commerce routers, when the document is built, then their routes are listed', () => {
    expect(operations.map((entry) => entry.key)).toEqual(
      expect.arrayContaining([
        'POST /practice/{setId}/answers',
        'GET /user-progress/stats',
        'PUT /wrong-answers/{id}/memo',
        'GET /questions',
        'POST /payments/webhook',
        'POST /purchases/direct-purchase',
        'PUT /redeem-codes/{id}/fix-question-set',
        'GET /docs/openapi.json',
      ]),
    );
  });

  it('given every operation, then it has a tag, a summary, a 2xx answer and error answers in the envelope', () => {
    for (const { key, operation: op } of operations) {
      expect(op.tags?.length, key).toBeGreaterThan(0);
      expect(op.summary, key).toBeTruthy();
      expect(
        Object.keys(op.responses).some((status) => status.startsWith('2')),
        key,
      ).toBe(true);
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        expect(response.content?.['application/json']?.schema.$ref, `${key} ${status}`).toBe(
          '#/components/schemas/ErrorEnvelope',
        );
        expect(response.description, `${key} ${status}`).toMatch(/`[A-Z_]+`/);
      }
    }
  });

  it('given a command route, when documented, then it requires the bearer token and shows the request body fields', () => {
    expect(operation('POST /question-sets')?.security).toEqual([{ bearerAuth: [] }]);
    expect(bodyFields('POST /question-sets')).toEqual(
      expect.arrayContaining(['title', 'isPaid', 'price', 'questions']),
    );
  });

  it('given the administrator routes, then each needs the token, says so and documents 401 and 403', () => {
    const admin = operations.filter((entry) => entry.operation.description?.startsWith(ADMIN_ONLY_NOTE));
    expect(admin.map((entry) => entry.key)).toEqual(
      expect.arrayContaining([
        'POST /question-sets',
        'DELETE /users/{id}',
        'POST /redeem-codes/generate',
        'GET /redeem-codes',
        'GET /redeem-codes/debug',
        'POST /redeem-codes/batch-fix',
        'DELETE /redeem-codes/{id}',
      ]),
    );
    for (const { key, operation: op } of admin) {
      expect(op.security, key).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(op.responses), key).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it("given a learner's own route, then it needs the token and documents 401; a visitor's route makes it optional", () => {
    for (const key of ['GET /wrong-answers', 'PUT /user-progress', 'POST /payments/create-intent']) {
      expect(operation(key)?.security, key).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation(key)?.responses ?? {}), key).toContain('401');
    }
    expect(operation('POST /practice/{setId}/answers')?.security).toEqual([{}, { bearerAuth: [] }]);
    expect(operation('GET /purchases/check/{setId}')?.security).toEqual([{}, { bearerAuth: [] }]);
    // Public (signed by the gateway, not by a token): it says so with an empty list.
    expect(operation('POST /payments/webhook')?.security).toEqual([]);
  });

  it('given the domain request schemas, then the practice and commerce bodies show their fields', () => {
    expect(bodyFields('POST /practice/{setId}/answers').sort()).toEqual(
      ['answeredAt', 'clientId', 'guessed', 'mode', 'questionId', 'selectedOptionIds', 'timeSpentMs'].sort(),
    );
    expect(bodyFields('POST /practice/{setId}/answers/batch')).toEqual(['answers']);
    expect(bodyFields('PUT /wrong-answers/{id}/memo')).toEqual(['memo']);
    expect(bodyFields('POST /redeem-codes/redeem')).toEqual(
      expect.arrayContaining(['code', 'questionSetId']),
    );
    expect(bodyFields('POST /payments/simulated/confirm')).toEqual(
      expect.arrayContaining(['paymentIntentId', 'cardNumber', 'expiry', 'cvc']),
    );
  });

  it('given the redeem call, then its rate limit is documented as 429 with Retry-After', () => {
    const limited = operation('POST /redeem-codes/redeem')?.responses['429'] as
      | { description: string; headers?: Record<string, unknown> }
      | undefined;
    expect(limited?.description).toContain('RATE_LIMITED');
    expect(Object.keys(limited?.headers ?? {})).toEqual(['Retry-After']);
  });

  it('given the public question schema, when documented, then it has neither isCorrect nor explanation', () => {
    const schema = document.components?.schemas?.PublicQuestion as {
      properties: Record<string, { items?: { properties?: Record<string, unknown> } }>;
    };
    expect(Object.keys(schema.properties).sort()).toEqual([
      'id',
      'locked',
      'number',
      'options',
      'orderIndex',
      'questionType',
      'text',
    ]);
    expect(Object.keys(schema.properties.options?.items?.properties ?? {}).sort()).toEqual([
      'id',
      'label',
      'text',
    ]);
  });
});
