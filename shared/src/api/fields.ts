import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../domain/password-rules';

/** Fields several areas share, with the product's messages. */
export const emailField = z
  .string('Email is required')
  .check(
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
