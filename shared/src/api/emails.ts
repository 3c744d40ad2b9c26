import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../domain/email-address';
import { timeZoneField } from './fields';

/**
 * The e-mail delivery test of the Support Center: what mail service the app uses, a live check
 * of it, and a test message. No answer ever carries a key, password or token: only whether one
 * is configured.
 */

/** The spec's message for a missing test address (spec 2 §5). */
export const TEST_EMAIL_REQUIRED = 'Please enter an email address';
export const TEST_EMAIL_INVALID = 'Please enter a valid email address';

/** Test e-mails one account may send per hour (the product is never a mail relay). */
export const TEST_EMAILS_PER_HOUR = 5;

export const emailConfigResponse = z.object({
  /** 'Amazon SES' in the cloud, 'Local SES stand-in' on one machine. */
  service: z.string(),
  host: z.string(),
  port: z.number(),
  /** The sender every e-mail of the product goes out from. */
  from: z.string(),
  /** Whether the connection to the service is encrypted (TLS). */
  secure: z.boolean(),
  /** An access key id is configured (its value is never sent). */
  hasUser: z.boolean(),
  /** A secret access key is configured (its value is never sent). */
  hasPassword: z.boolean(),
});
export type EmailConfig = z.infer<typeof emailConfigResponse>;

export const mailAccountSchema = z.object({
  sendingEnabled: z.boolean(),
  /** false: the SES sandbox, where mail goes only to verified addresses. */
  productionAccess: z.boolean(),
  /** SES's own word for the account's standing ('HEALTHY', 'PROBATION'...), when it says. */
  enforcementStatus: z.optional(z.string()),
  max24HourSend: z.number(),
  sentLast24Hours: z.number(),
  /** What is left of the 24-hour quota. */
  remaining24Hours: z.number(),
  maxSendRate: z.number(),
});
export type MailAccount = z.infer<typeof mailAccountSchema>;

export const testConnectionResponse = z.object({
  message: z.string(),
  /** The mail service's id for the check (its request id), when it gives one. */
  messageId: z.optional(z.string()),
  account: mailAccountSchema,
});
export type TestConnectionResponse = z.infer<typeof testConnectionResponse>;

export const testEmailAddress = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? TEST_EMAIL_REQUIRED
        : 'Email must be text',
  })
  .check(
    z.trim(),
    z.minLength(1, { error: TEST_EMAIL_REQUIRED, abort: true }),
    // Length first, then one linear pass: never a pattern over a huge input.
    z.maxLength(EMAIL_MAX_LENGTH, { error: 'Email is too long', abort: true }),
    z.refine((email) => isEmailAddress(email), TEST_EMAIL_INVALID),
  );

export const sendTestEmailBody = z.object({
  email: testEmailAddress,
  /** The browser's time zone: the e-mail says when it was sent in it. UTC when absent. */
  timezone: z.optional(timeZoneField),
});
export type SendTestEmailBody = z.infer<typeof sendTestEmailBody>;

export const sendTestEmailResponse = z.object({
  message: z.string(),
  /** The mail service's id of the sent message. */
  messageId: z.string(),
  to: z.string(),
  sentAt: z.string(),
});
export type SendTestEmailResponse = z.infer<typeof sendTestEmailResponse>;
