import type { RouteDef } from '../route-types';
import {
  emailLandingResponse,
  emailResponsesQuery,
  invitationsResponse,
  landingParams,
  landingQuery,
  pageQuery,
  resendInvitationBody,
  sendSurveyEmailBody,
  sendSurveyEmailResponse,
  submitResponseBody,
  submitResponseResult,
  surveyResponsesResponse,
} from '../responses';
import { surveyMessageResponse, surveyParams, surveySendParams } from '../surveys';

/**
 * Sending surveys by e-mail, the public page's two calls and reading responses (see ../routes.ts
 * for the conventions). The public calls need no account and carry no session token.
 */
export const responsesRoutes = {
  SendSurveyEmail: {
    area: 'responses',
    method: 'POST',
    path: '/api/surveys/{id}/send-email',
    auth: 'user',
    summary:
      'E-mail a survey: one personal single-use link per recipient, queued and sent at the mail rate',
    params: surveyParams,
    body: sendSurveyEmailBody,
    response: sendSurveyEmailResponse,
    status: 202,
    access: ['table:read', 'table:write', 'queue:send', 'session-key:read'],
    // session 1, survey 1, roles 1, team 1, the sender's plan and daily cap 3, anonymous surveys'
    // managers 1 and their addresses (at most 25), the anonymity lock 1, the current round 1, the
    // send 1, the round 1, its reminders planned 1; when the queue fails, the send's total and
    // state 2 (decision 0033). The mails go out from the queue's worker. A send that opens a round
    // fixes its follow-through questions first: the survey's actions 1, then 2 writes (R68).
    maxDynamoCalls: 43,
  },
  GetSurveySend: {
    area: 'responses',
    method: 'GET',
    path: '/api/surveys/{id}/sends/{sendId}',
    auth: 'user',
    summary: "A send's progress (sent, failed, skipped, waiting); its results once done",
    params: surveySendParams,
    response: sendSurveyEmailResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, survey 1, roles 1, the send 1, marking it done if its worker could not 1, its
    // results once done (1000 small items: 1-2 pages).
    maxDynamoCalls: 7,
  },
  RetrySurveySend: {
    area: 'responses',
    method: 'POST',
    path: '/api/surveys/{id}/sends/{sendId}/retry-failed',
    auth: 'user',
    summary:
      'Queue the recipients a finished send could not reach again, in the same round (a new send)',
    params: surveySendParams,
    response: sendSurveyEmailResponse,
    status: 202,
    access: ['table:read', 'table:write', 'queue:send', 'session-key:read'],
    // session 1, survey 1, roles 1, the send 1, its results (1000 small items: 1-2 pages), the
    // sender's plan and daily cap 3, the new send 1, the old one marked retried 1; when the queue
    // fails, the new send's total and state 2 and the mark taken back 1.
    maxDynamoCalls: 16,
  },
  ListSurveyInvitations: {
    area: 'responses',
    method: 'GET',
    path: '/api/surveys/{id}/invitations',
    auth: 'user',
    summary: 'The e-mail invitations of a survey with their status',
    params: surveyParams,
    query: pageQuery,
    response: invitationsResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, survey 1, roles 1, invitations 1, an anonymous survey's releases 1, the
    // survey's rounds 1 and its latest send 1 (first page).
    maxDynamoCalls: 7,
  },
  ResendSurveyInvitation: {
    area: 'responses',
    method: 'POST',
    path: '/api/surveys/{id}/resend-invitation',
    auth: 'user',
    summary: 'Send a recipient a fresh personal link (the old one stops working)',
    params: surveyParams,
    body: resendInvitationBody,
    response: surveyMessageResponse,
    access: ['table:read', 'table:write', 'mail:send', 'files:read', 'session-key:read'],
    // 12 as before, plus the latest round 1 and, when the address is not in it, round 1's 1.
    maxDynamoCalls: 14,
  },
  ListSurveyResponses: {
    area: 'responses',
    method: 'GET',
    path: '/api/surveys/{id}/responses',
    auth: 'user',
    summary:
      'Responses from the open link (a page), once an anonymous survey is past its threshold',
    params: surveyParams,
    query: pageQuery,
    response: surveyResponsesResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, survey 1, roles 1, responses 1, the days of their releases 1; while an e-mail
    // group is complete by its tallies, independence judged again (decision 0009): the round's
    // senders 1, the managers of each of its teams 1 (one team here), their addresses 1, their
    // marks 1.
    maxDynamoCalls: 9,
  },
  ListSurveyEmailResponses: {
    area: 'responses',
    method: 'GET',
    path: '/api/surveys/{id}/email-responses',
    auth: 'user',
    summary:
      'Responses from e-mailed links (a page), once an anonymous survey is past its threshold',
    params: surveyParams,
    query: emailResponsesQuery,
    response: surveyResponsesResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, survey 1, roles 1, responses 1, the days of their releases 1; with `round`
    // the round 1 (R32); while an e-mail group is complete by its tallies, independence judged
    // again as for ListSurveyResponses (4 with one team).
    maxDynamoCalls: 10,
  },
  GetEmailLanding: {
    area: 'responses',
    method: 'GET',
    path: '/api/surveys/email-landing/{surveyId}',
    auth: 'public',
    summary: 'What the public survey page shows: the survey, its questions and the link state',
    params: landingParams,
    query: landingQuery,
    response: emailLandingResponse,
    access: ['table:read', 'table:write', 'files:read'],
    // survey with its tallies 1, link 1, invitation 1, the creator's plan and held answers 1
    // (an open page past the hold's ceiling says it is not accepting responses), team
    // (branding) 1, and once per survey the anonymity lock 1.
    maxDynamoCalls: 6,
  },
  SubmitEmailResponse: {
    area: 'responses',
    method: 'POST',
    path: '/api/surveys/email-response/{surveyId}',
    auth: 'public',
    summary: 'Store an anonymous response (a personal link answers once)',
    params: landingParams,
    body: submitResponseBody,
    response: submitResponseResult,
    status: 201,
    // The session key's seed: the open link's challenge keys are derived from it (decision 0046).
    access: ['table:read', 'table:write', 'session-key:read'],
    // survey 1, link 1, invitation 1 (or on the open link: its client window 1, a sent solution
    // spent 1, the burst window 1 and the survey's challenge mark read or set 1: 4), responded mark 1,
    // the response transaction 1 (up to 5 tries on a write
    // conflict in AWS), then the hourly tally 1 for a named survey; for an anonymous one, when a
    // release closed its group meanwhile, a read and the transaction again (at most 2 more
    // times), and when its group is due, the tallies read again 1 and up to 2 tries of a release
    // and a read (4); on failure, giving the link back 1. The response limit (decision 0012):
    // the creator's plan and usage 1 before the write; over the limit, the hold's transaction 1;
    // a release reads the plan's period once 1. With rounds (decision 0016) an anonymous
    // survey's counted answer marks its person in the open group 1. Before an e-mail group is
    // released, independence judged again (decision 0009): the round's senders 1, the managers of
    // each of its teams 1 (one team here), their addresses 1, their marks 1, and the marks again
    // on the second try 1. An anonymous answer with a comment: its conversation secret's item 1
    // (decision 0052). Typically 8 to 14.
    maxDynamoCalls: 35,
  },
} as const satisfies Record<string, RouteDef>;
