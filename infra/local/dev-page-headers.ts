import { referrerPolicy } from '#shared/domain/security-headers';

/**
 * The local-only pages (/dev/mail, /dev/google): no script at all, their own inline styles, and
 * mail images from anywhere (the HTML part is shown in a sandboxed frame that inherits this).
 * They share the app's origin, so they must not run injected script either.
 */
export const devPageSecurityHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; img-src * data:; " +
    "object-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': referrerPolicy,
} as const;
