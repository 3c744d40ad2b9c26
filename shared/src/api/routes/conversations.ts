import type { RouteDef } from '../route-types';
import {
  answerConversationBody,
  conversationMailBody,
  conversationSecretBody,
  managerConversation,
  replyBody,
  respondentConversation,
  responseConversationParams,
  revealNameBody,
  surveyConversationsResponse,
} from '../conversations';
import { surveyParams } from '../surveys';

/**
 * Anonymous conversations on released comments (decision 0052; see ../routes.ts for the
 * conventions). The respondent's calls are public and carry the conversation's secret in the body
 * (never in a path, so no access log holds it); they are rate limited per client.
 */
export const conversationsRoutes = {
  ListSurveyConversations: {
    area: 'conversations',
    method: 'GET',
    path: '/api/surveys/{id}/conversations',
    auth: 'user',
    summary: "A survey's conversations with respondents, with unread counts (days only)",
    params: surveyParams,
    response: surveyConversationsResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, survey 1, roles 1, the survey's conversations 1 (one page of 100).
    maxDynamoCalls: 4,
  },
  GetResponseConversation: {
    area: 'conversations',
    method: 'GET',
    path: '/api/surveys/{id}/responses/{responseId}/conversation',
    auth: 'user',
    summary:
      'The conversation on a released comment, marked read (empty while no reply started it)',
    params: responseConversationParams,
    response: managerConversation,
    access: ['table:read', 'table:write', 'session-key:read'],
    // session 1, survey 1, roles 1, the conversation and its messages 1, the answer 1, then
    // either marked read 1, or (none started yet: may it be replied to?) its release 1 and the
    // survey's question tallies: its releases 1 (R29), each source's tallies 1-2 (R30), so 5.
    maxDynamoCalls: 11,
  },
  ReplyToResponse: {
    area: 'conversations',
    method: 'POST',
    path: '/api/surveys/{id}/responses/{responseId}/conversation',
    auth: 'user',
    summary: 'Reply to a released comment past the comment threshold (starts the conversation)',
    params: responseConversationParams,
    body: replyBody,
    response: managerConversation,
    status: 201,
    access: ['table:read', 'table:write', 'session-key:read'],
    // session 1, survey 1, roles 1, the conversation 1, the response 1, its release 1, the
    // survey's question tallies 5 at most (as GetResponseConversation's: does the comment's
    // question show comments?), the message's transaction 1, the respondent's mail due 1 (every
    // reply, whether or not they asked for one, decision 0058), the conversation and the
    // response read back 2.
    maxDynamoCalls: 15,
  },
  ReadConversation: {
    area: 'conversations',
    method: 'POST',
    path: '/api/conversation/read',
    auth: 'public',
    summary: "The respondent's conversation, by its secret only",
    body: conversationSecretBody,
    response: respondentConversation,
    access: ['table:read', 'table:write'],
    // the client's window 1, the secret's item 1, the conversation, its messages and its mail
    // request 1, the survey 1, the response 1.
    maxDynamoCalls: 5,
  },
  RequestConversationMail: {
    area: 'conversations',
    method: 'POST',
    path: '/api/conversation/mail',
    auth: 'public',
    summary:
      'The respondent asks to be e-mailed when there is a reply: their typed address, kept encrypted with the conversation (decision 0058)',
    body: conversationMailBody,
    response: respondentConversation,
    access: ['table:read', 'table:write', 'session-key:read'],
    // the client's window 1, the secret's item 1, the sealed request's write 1, then as
    // ReadConversation 3.
    maxDynamoCalls: 6,
  },
  StopConversationMail: {
    area: 'conversations',
    method: 'POST',
    path: '/api/conversation/mail/stop',
    auth: 'public',
    summary: 'The respondent stops the e-mails of replies: the address is deleted',
    body: conversationSecretBody,
    response: respondentConversation,
    access: ['table:read', 'table:write'],
    // the client's window 1, the secret's item 1, the request's delete 1, then as
    // ReadConversation 3.
    maxDynamoCalls: 6,
  },
  AnswerConversation: {
    area: 'conversations',
    method: 'POST',
    path: '/api/conversation/answer',
    auth: 'public',
    summary: "The respondent's answer, delivered to the manager hours later (decision 0052)",
    body: answerConversationBody,
    response: respondentConversation,
    status: 201,
    access: ['table:read', 'table:write'],
    // the client's window 1, the secret's item 1, the conversation 1, the message's transaction
    // 1, then as ReadConversation 3.
    maxDynamoCalls: 7,
  },
  RevealConversationName: {
    area: 'conversations',
    method: 'POST',
    path: '/api/conversation/reveal',
    auth: 'public',
    summary: 'The respondent shows their name in this conversation: one way, confirmed twice',
    body: revealNameBody,
    response: respondentConversation,
    access: ['table:read', 'table:write'],
    // the client's window 1, the secret's item 1, the conversation 1, the name's write 1, then as
    // ReadConversation 3.
    maxDynamoCalls: 7,
  },
  CloseConversation: {
    area: 'conversations',
    method: 'POST',
    path: '/api/conversation/close',
    auth: 'public',
    summary: 'The respondent closes the conversation: no more messages from either side',
    body: conversationSecretBody,
    response: respondentConversation,
    access: ['table:read', 'table:write'],
    // the client's window 1, the secret's item 1, the conversation 1, the close's transaction 1,
    // the mail request's delete 1 (decision 0058), then as ReadConversation 3.
    maxDynamoCalls: 8,
  },
} as const satisfies Record<string, RouteDef>;
