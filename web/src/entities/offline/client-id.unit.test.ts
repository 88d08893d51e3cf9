import { recordAnswerBody } from '@exam/domain/schemas';
import { describe, expect, it } from 'vitest';
import { newClientId } from './client-id';

describe('an answer’s client id', () => {
  it('given no randomUUID (plain http), then it is still a version 4 UUID the server accepts, and new each time', () => {
    const insecure = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => crypto.getRandomValues(array),
    };
    const ids = Array.from({ length: 50 }, () => newClientId(insecure));
    for (const id of ids) {
      expect(recordAnswerBody.shape.clientId.safeParse(id).success).toBe(true);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('given randomUUID, then it is used', () => {
    expect(
      newClientId({ getRandomValues: crypto.getRandomValues.bind(crypto), randomUUID: () => 'a-b-c-d-e' }),
    ).toBe('a-b-c-d-e');
  });
});
