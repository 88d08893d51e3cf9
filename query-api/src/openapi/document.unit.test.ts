import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document.js';

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument();

  it('given the query and command routes, when the document is built, then every route is listed with its method', () => {
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /question-sets',
        'GET /question-sets/categories',
        'GET /question-sets/featured',
        'GET /question-sets/by-category/{category}',
        'GET /question-sets/{id}',
        'GET /questions/count/{id}',
        'POST /questions/batch-count',
        'GET /homepage/content',
        'GET /homepage/featured-categories',
        'GET /health',
        'POST /question-sets',
        'PUT /question-sets/{id}',
        'DELETE /question-sets/{id}',
        'PUT /question-sets/{id}/featured',
        'PUT /question-sets/{id}/questions',
        'POST /questions',
        'PUT /questions/{id}',
        'DELETE /questions/{id}',
        'GET /config',
        'GET /users/me',
        'GET /users',
        'POST /users',
        'PUT /users/{id}/role',
        'DELETE /users/{id}',
        'PUT /users/{id}',
      ].sort(),
    );
  });

  it('given a command route, when documented, then it requires the bearer token and shows the request body fields', () => {
    const create = document.paths?.['/question-sets']?.post;
    expect(create?.security).toEqual([{ bearerAuth: [] }]);
    const body = create?.requestBody as {
      content: Record<string, { schema: { properties?: Record<string, unknown> } }>;
    };
    expect(Object.keys(body.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['title', 'isPaid', 'price', 'questions']),
    );
  });

  it('given the public question schema, when documented, then it has neither isCorrect nor explanation', () => {
    const schema = document.components?.schemas?.PublicQuestion as {
      properties: Record<string, { items?: { properties?: Record<string, unknown> } }>;
    };
    expect(Object.keys(schema.properties).sort()).toEqual([
      'id',
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
