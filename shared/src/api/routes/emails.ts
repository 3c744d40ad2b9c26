import type { RouteDef } from '../route-types';
import {
  emailConfigResponse,
  sendTestEmailBody,
  sendTestEmailResponse,
  testConnectionResponse,
} from '../emails';

/** The e-mail delivery test routes of the Support Center (see ../routes.ts for the conventions). */
export const emailsRoutes = {
  GetEmailConfig: {
    area: 'emails',
    method: 'GET',
    path: '/api/emails/config',
    auth: 'user',
    summary:
      'The mail service in use: service, host, port, sender, TLS, and whether credentials are set',
    response: emailConfigResponse,
    access: ['table:read', 'session-key:read'],
    maxDynamoCalls: 1,
  },
  TestEmailConnection: {
    area: 'emails',
    method: 'POST',
    path: '/api/emails/test-connection',
    auth: 'user',
    summary: "A live check of the mail service: the SES account's sending status and quota",
    response: testConnectionResponse,
    access: ['table:read', 'session-key:read', 'mail:account'],
    maxDynamoCalls: 1,
  },
  SendTestEmail: {
    area: 'emails',
    method: 'POST',
    path: '/api/emails/send-test',
    auth: 'user',
    summary: 'Verified accounts: a branded test e-mail to an address, a few an hour per account',
    body: sendTestEmailBody,
    response: sendTestEmailResponse,
    access: ['table:read', 'table:write', 'session-key:read', 'mail:send'],
    maxDynamoCalls: 2,
  },
} as const satisfies Record<string, RouteDef>;
