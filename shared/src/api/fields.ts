import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../domain/password-rules';

/** Fields several areas share, with the product's messages. */

/** A string field: 'X is required' when it is missing, 'X must be text' when it is not a string. */
export const textInput = (label: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} must be text`,
  });

export const emailField = textInput('Email').check(
  z.trim(),
  z.minLength(1, 'Email is required'),
  z.maxLength(254, 'Email is too long'),
  z.regex(EMAIL_PATTERN, 'Please enter a valid email address'),
);

/** A file from a multipart body (content checked by the service, not trusted from the name). */
export const uploadedFile = (label: string) =>
  z.object({
    filename: z.string(),
    mimetype: z.string(),
    content: z.custom<Uint8Array>((v) => v instanceof Uint8Array, `${label} must be a file`),
  });

/** An IANA time zone name the runtime knows ('Europe/Berlin', 'UTC'). */
export const timeZoneField = z.string().check(
  z.maxLength(64, 'Unknown time zone'),
  z.refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone'),
);
