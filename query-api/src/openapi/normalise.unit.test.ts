import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { normaliseNullables } from './normalise.js';

const ajv = new Ajv({ strict: false });

describe('normaliseNullables', () => {
  it('given a union with bare nullable branches, then each typed branch is nullable and the bare ones go', () => {
    const schema = {
      anyOf: [{ type: 'number' }, { type: 'string' }, { nullable: true }, { nullable: true }],
    };
    const normalised = normaliseNullables(schema);
    expect(normalised).toEqual({
      anyOf: [
        { type: 'number', nullable: true },
        { type: 'string', nullable: true },
      ],
    });
    for (const value of [1, 'x', null]) expect(ajv.validate(normalised, value)).toBe(true);
    expect(ajv.validate(normalised, {})).toBe(false);
  });

  it('given a nullable $ref branch, then it is wrapped with a type', () => {
    const normalised = normaliseNullables({
      anyOf: [{ $ref: '#/components/schemas/X' }, { nullable: true }],
    });
    expect(normalised).toEqual({
      type: 'object',
      nullable: true,
      allOf: [{ $ref: '#/components/schemas/X' }],
    });
  });

  it('given a nullable enum, then null is one of its values', () => {
    const normalised = normaliseNullables({ type: 'string', nullable: true, enum: ['card', 'redeem'] });
    expect(ajv.validate(normalised, null)).toBe(true);
    expect(ajv.validate(normalised, 'cash')).toBe(false);
  });

  it('given a bare nullable outside a union, then it is any value', () => {
    expect(normaliseNullables({ additionalProperties: { nullable: true } })).toEqual({
      additionalProperties: {},
    });
  });
});
