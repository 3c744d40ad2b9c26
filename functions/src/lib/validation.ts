import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { ValidationError } from '../domain/errors';

// English messages for schema checks that carry no message of their own (one locale, not all).
z.config(en());

/** Parses `value` with `schema`, or throws a 400 naming each invalid field. */
export function parseOrThrow<T>(schema: z.ZodMiniType<T>, value: unknown, part: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : part;
    fields[key] ??= issue.message;
  }
  throw new ValidationError('Please check your information', {
    details: Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; '),
    fields,
  });
}
