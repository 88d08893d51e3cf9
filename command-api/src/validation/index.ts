import { ValidationError } from '@exam/domain/errors';
import { catalogueJa, interpolate } from '@exam/domain/i18n';
import type { z } from 'zod';

const texts = catalogueJa.server.common;

type Issue = { code?: string; path?: PropertyKey[]; keys?: string[] };

const fieldName = (path: PropertyKey[] | undefined) =>
  path && path.length > 0 ? path.map(String).join('.') : undefined;

/**
 * Japanese texts for the issues the domain schemas leave to zod's defaults (wrong types, missing fields).
 * Schema-level messages (the spec's texts) take precedence over this per-parse map.
 */
const japaneseIssue = (issue: Issue): string => {
  // A field the server would not store is refused by name, never dropped silently (strict schemas).
  if (issue.code === 'unrecognized_keys')
    return interpolate(texts.unknownFields, { fields: (issue.keys ?? []).join(', ') });
  const field = fieldName(issue.path);
  if (field === undefined) return texts.invalidInput;
  return interpolate(issue.code === 'invalid_type' ? texts.fieldFormat : texts.fieldValue, { field });
};

/**
 * Parses a request part with a domain schema. The first issue's message is the one the admin screens show;
 * all issues travel in `details` for tooling.
 */
export const parseWith = <Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> => {
  const result = schema.safeParse(input ?? {}, { error: (issue) => japaneseIssue(issue) });
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new ValidationError(issues[0]?.message ?? texts.invalidInput, 'VALIDATION_FAILED', {
    // The first refused field by name (a bound out of range, a wrong type): the forms mark it.
    ...(issues[0]?.path ? { field: issues[0].path } : {}),
    issues,
  });
};
