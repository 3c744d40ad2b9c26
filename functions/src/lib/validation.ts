import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { ValidationError } from '../domain/errors';

// English messages for schema checks that carry no message of their own (one locale, not all).
z.config(en());

/** Invalid fields named in one answer at most. */
const FIELDS_NAMED = 20;

/** Parses `value` with `schema`, or throws a 400 naming each invalid field (the first 20). */
export function parseOrThrow<T>(schema: z.ZodMiniType<T>, value: unknown, part: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  let more = 0;
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : part;
    if (key in fields) continue;
    // A large request with many bad items is not answered item by item.
    if (Object.keys(fields).length >= FIELDS_NAMED) more += 1;
    else fields[key] = issue.message;
  }
  if (more > 0) fields[part] ??= `${more} more ${more === 1 ? 'problem' : 'problems'}`;
  throw new ValidationError('Please check your information', {
    details: Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; '),
    fields,
  });
}
