import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../domain/email-address';
import {
  MULTI_LINE_TEXT,
  SINGLE_LINE_TEXT,
  invisibleCharactersMessage,
  trimInvisible,
} from '../domain/plain-text';

/** Fields several areas share, with the product's messages. */

/** A string field: 'X is required' when it is missing, 'X must be text' when it is not a string. */
export const textInput = (label: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} must be text`,
  });

/**
 * An e-mail address. Length is checked first and stops the checks after it (`abort`), and the
 * address check is one linear pass (see domain/email-address.ts), so no input can stall it.
 */
export const emailField = textInput('Email').check(
  z.trim(),
  z.minLength(1, { error: 'Email is required', abort: true }),
  z.maxLength(EMAIL_MAX_LENGTH, { error: 'Email is too long', abort: true }),
  z.refine((email) => isEmailAddress(email), 'Please enter a valid email address'),
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

// ---- control and invisible characters in names, titles and subjects (domain/plain-text.ts) ----

/**
 * Checks for a single-line text field shown to other people (names, titles, subjects): ends
 * trimmed of spaces and zero-width characters, then no control, bidi or zero-width character.
 */
export const singleLineText = (label: string) =>
  [
    z.overwrite(trimInvisible),
    z.regex(SINGLE_LINE_TEXT, invisibleCharactersMessage(label, false)),
  ] as const;

/** The same for multi-line text (descriptions, messages): line breaks and tabs are allowed. */
export const multiLineText = (label: string) =>
  [
    z.overwrite(trimInvisible),
    z.regex(MULTI_LINE_TEXT, invisibleCharactersMessage(label, true)),
  ] as const;
