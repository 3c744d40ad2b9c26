import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import { errorBody, type ErrorBody } from '#shared/api/errors';
import {
  emailLandingResponse,
  submitResponseResult,
  invitationsResponse,
  sendSurveyEmailResponse,
  surveyResponsesResponse,
  type EmailLanding,
  type SendSurveyEmailBody,
  type SurveyResponses,
} from '#shared/api/responses';
import { dashboardResponse, type Dashboard } from '#shared/api/dashboard';
import { notificationsResponse, type Notification } from '#shared/api/notifications';
import { surveyResponse, type Survey } from '#shared/api/surveys';
import { getRoute, type RouteId } from '#shared/api/routes';
import {
  createDocumentClient,
  createDynamoClient,
} from '../../../functions/src/adapters/dynamodb/client';
import {
  apiUrl,
  mailTo,
  mailedToken,
  storedItems,
  waitForState,
  type ApiResponse,
  type Mail,
} from './auth-api';
import { send, type Person, type RouteCall } from './teams-api';

/**
 * Helpers for the survey e-mail and response journeys: calls by route id (recording what each
 * cost in DynamoDB calls, so a test can hold every answer to its route's budget), the personal
 * links in the captured mailbox, and direct counts of what DynamoDB Local stores. Nothing here
 * decides anything the product decides.
 */

// ---- calls by route id, with their DynamoDB cost ----

export interface CostedCall {
  id: RouteId;
  status: number;
  dynamoCalls: number | undefined;
}

/** Every call made through `api`, with the DynamoDB calls the local runtime counted. */
export const costedCalls: CostedCall[] = [];

/** Calls a route of the table by id (see teams-api `send`) and records its DynamoDB cost. */
export async function api(id: RouteId, request: RouteCall = {}): Promise<ApiResponse> {
  const response = await send(id, request);
  const header = response.headers.get('x-candor-dynamodb-calls');
  costedCalls.push({
    id,
    status: response.status,
    dynamoCalls: header === null ? undefined : Number(header),
  });
  return response;
}

/** Asserts every recorded call stayed within its route's `maxDynamoCalls`. */
export function expectCallsWithinBudget(): void {
  expect(costedCalls.length).toBeGreaterThan(0);
  // The check means nothing if the runtime stopped reporting the count.
  expect(costedCalls.filter((c) => c.dynamoCalls === undefined)).toEqual([]);
  const over = costedCalls
    .filter((c) => (c.dynamoCalls ?? 0) > getRoute(c.id).maxDynamoCalls)
    .map((c) => `${c.id} (${c.status}): ${c.dynamoCalls} > ${getRoute(c.id).maxDynamoCalls}`);
  expect([...new Set(over)]).toEqual([]);
}

/** The error body of a failed call, with its status and type checked. */
export function expectFailure(
  response: ApiResponse,
  status: number,
  errorType?: string,
  message?: string,
): ErrorBody {
  expect(response.status, response.text).toBe(status);
  const body = errorBody.parse(response.body);
  if (errorType !== undefined) expect(body.errorType, response.text).toBe(errorType);
  if (message !== undefined) expect(body.message, response.text).toBe(message);
  return body;
}

// ---- surveys ----

/** Questions of every type with limits the tests probe (rating 1-5 and 1-10, text max 20...). */
export const questionSet = () => [
  {
    type: 'rating',
    text: 'How was your week?',
    required: true,
    order: 1,
    options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
  },
  { type: 'text', text: 'One word for it', required: false, order: 2, options: { maxLength: 20 } },
  {
    type: 'textarea',
    text: 'What should we change?',
    required: false,
    order: 3,
    options: { maxLength: 2000 },
  },
  {
    type: 'multiple_choice',
    text: 'Workload',
    required: true,
    order: 4,
    options: { choices: ['Light', 'Right', 'Heavy'] },
  },
  {
    type: 'checkbox',
    text: 'What helped?',
    required: false,
    order: 5,
    options: { choices: ['Focus time', 'Pairing', 'Docs'] },
  },
  {
    type: 'email',
    text: 'Reply address',
    required: false,
    order: 6,
    options: { requireDomain: true },
  },
  {
    type: 'date',
    text: 'Best day for the retro?',
    required: false,
    order: 7,
    options: { minDate: '2024-01-01', maxDate: '2030-12-31' },
  },
  {
    type: 'number',
    text: 'Hours of meetings',
    required: false,
    order: 8,
    options: { min: 0, max: 60 },
  },
  {
    type: 'rating',
    text: 'Recommend the team?',
    required: false,
    order: 9,
    options: { min: 1, max: 10, labels: ['No', 'Yes'] },
  },
];

/** A rating and a free-text question only: enough to steer the sentiment. */
export const pulseQuestions = () => [
  {
    type: 'rating',
    text: 'How was your week?',
    required: true,
    order: 1,
    options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
  },
  { type: 'textarea', text: 'Why?', required: false, order: 2, options: { maxLength: 500 } },
];

export async function createSurvey(
  by: Person,
  overrides: Record<string, unknown> = {},
): Promise<Survey> {
  const response = await api('CreateSurvey', {
    token: by.token,
    json: {
      title: 'Response pulse',
      description: 'Two minutes, anonymous.',
      questions: pulseQuestions(),
      ...overrides,
    },
  });
  expect(response.status, response.text).toBe(201);
  return surveyResponse.parse(response.body).survey;
}

/** The save the editor sends for the survey (every field), with `changes` applied. */
export function saveSurvey(
  by: Person,
  survey: Survey,
  changes: Record<string, unknown>,
): Promise<ApiResponse> {
  return api('UpdateSurvey', {
    token: by.token,
    params: { id: survey.id },
    json: {
      title: survey.title,
      description: survey.description,
      isAnonymous: survey.isAnonymous,
      allowMultipleResponses: survey.allowMultipleResponses,
      acceptingResponses: survey.acceptingResponses,
      openLinkEnabled: survey.openLinkEnabled,
      scheduledDate: survey.scheduledDate,
      reminderEnabled: survey.reminderEnabled,
      reminderDays: survey.reminderDays,
      timezone: survey.timezone,
      anonymityThreshold: survey.anonymityThreshold,
      questions: survey.questions,
      ...changes,
    },
  });
}

/** Saves the survey as the editor does (every field), with `changes` applied. */
export async function updateSurvey(
  by: Person,
  survey: Survey,
  changes: Record<string, unknown>,
): Promise<Survey> {
  const response = await saveSurvey(by, survey, changes);
  expect(response.status, response.text).toBe(200);
  return surveyResponse.parse(response.body).survey;
}

export const questionIds = (survey: Survey): string[] =>
  (survey.questions as { id: string; order: number }[])
    .slice()
    .sort((a, b) => a.order - b.order)
    .map((q) => q.id);

// ---- sending and personal links ----

export async function sendSurvey(
  by: Person,
  surveyId: string,
  body: Partial<SendSurveyEmailBody> & { recipients: SendSurveyEmailBody['recipients'] },
) {
  const response = await api('SendSurveyEmail', {
    token: by.token,
    params: { id: surveyId },
    json: body,
  });
  expect(response.status, response.text).toBe(202);
  const queued = sendSurveyEmailResponse.parse(response.body);
  return sendFinished(by, surveyId, queued.sendId);
}

/**
 * A queued send once its worker is done with every recipient (decision 0033): the counts and
 * each recipient's result, as the send dialog shows them at the end.
 */
export async function sendFinished(by: Person, surveyId: string, sendId: string) {
  return waitForState(
    async () => {
      const response = await api('GetSurveySend', {
        token: by.token,
        params: { id: surveyId, sendId },
      });
      expect(response.status, response.text).toBe(200);
      const send = sendSurveyEmailResponse.parse(response.body);
      return send.state === 'done' ? send : undefined;
    },
    () => `send ${sendId} of survey ${surveyId} is not done`,
    SEND_DEADLINE_MS,
  );
}

/**
 * How long a test waits for a send: the worker keeps to the mail account's rate (14 a second
 * locally, shared by every test on the runtime) and backs off when it is throttled. With every API
 * file sending at once on a machine running many times the work it has cores for, a minute was
 * not always enough; a passing test waits only until its send is done.
 */
export const SEND_DEADLINE_MS = 120_000;

export const surveyLinkPath = (surveyId: string) => `/survey/${surveyId}`;

/** Survey mails to `to` for `surveyId` (the ones whose personal link names it), newest first. */
export async function surveyMails(to: string, surveyId: string): Promise<Mail[]> {
  const prefix = `${apiUrl()}${surveyLinkPath(surveyId)}?token=`;
  return (await mailTo(to)).filter((mail) => mail.text.includes(prefix));
}

/** The newest survey mail to `to` for `surveyId`, once at least `count` have arrived. */
export async function surveyMail(to: string, surveyId: string, count = 1): Promise<Mail> {
  return waitForState(
    async () => {
      const mails = await surveyMails(to, surveyId);
      return mails.length >= count ? mails[0] : undefined;
    },
    () => `No ${count} survey mail(s) for ${surveyId} to ${to}`,
  );
}

/** The token of the newest personal link mailed to `to` for `surveyId`. */
export async function linkToken(to: string, surveyId: string, count = 1): Promise<string> {
  return mailedToken(await surveyMail(to, surveyId, count), surveyLinkPath(surveyId));
}

// ---- the public page ----

/** The landing page's call, with the token in the query as the page sends it. */
export async function landing(surveyId: string, token?: string): Promise<ApiResponse> {
  const route = getRoute('GetEmailLanding');
  const path = route.path.replace('{surveyId}', encodeURIComponent(surveyId));
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  return callCosted('GetEmailLanding', `${path}${query}`);
}

export async function openLanding(surveyId: string, token?: string): Promise<EmailLanding> {
  const response = await landing(surveyId, token);
  expect(response.status, response.text).toBe(200);
  return emailLandingResponse.parse(response.body);
}

export type AnswerValue = string | number | number[] | null;
export interface Answer {
  questionId: string;
  type: string;
  value: AnswerValue;
}

export function submit(
  surveyId: string,
  responses: Answer[],
  extra: { token?: string; acceptedTerms?: unknown } = {},
): Promise<ApiResponse> {
  // An `acceptedTerms` given as undefined leaves the field out.
  const acceptedTerms = 'acceptedTerms' in extra ? extra.acceptedTerms : true;
  return api('SubmitEmailResponse', {
    params: { surveyId },
    json: {
      responses,
      ...(acceptedTerms === undefined ? {} : { acceptedTerms }),
      ...(extra.token === undefined ? {} : { token: extra.token }),
    },
  });
}

export async function submitOk(surveyId: string, responses: Answer[], token?: string) {
  const response = await submit(surveyId, responses, token === undefined ? {} : { token });
  expect(response.status, response.text).toBe(201);
  expect(response.body).toMatchObject({ message: 'Thank you! Your response has been recorded.' });
  return submitResponseResult.parse(response.body);
}

/** Answers for `pulseQuestions`: a rating and, when given, the reason. */
export function pulse(survey: Survey, rating: number, why?: string): Answer[] {
  const [ratingId, whyId] = questionIds(survey) as [string, string];
  return [
    { questionId: ratingId, type: 'rating', value: rating },
    ...(why === undefined ? [] : [{ questionId: whyId, type: 'textarea', value: why }]),
  ];
}

export const POSITIVE = 'Great team, I love it. Wonderful week!';
export const NEGATIVE = 'Terrible, awful week. I hate the chaos.';

// ---- the manager's view ----

export async function responsesOf(
  by: Person,
  surveyId: string,
  source: 'regular' | 'email',
  cursor?: string,
): Promise<SurveyResponses> {
  const response = await listResponses(by, surveyId, source, cursor);
  expect(response.status, response.text).toBe(200);
  return surveyResponsesResponse.parse(response.body);
}

export function listResponses(
  by: Person | undefined,
  surveyId: string,
  source: 'regular' | 'email',
  cursor?: string,
): Promise<ApiResponse> {
  const id = source === 'regular' ? 'ListSurveyResponses' : 'ListSurveyEmailResponses';
  const path = getRoute(id).path.replace('{id}', surveyId);
  const query = cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`;
  return callCosted(id, `${path}${query}`, by?.token);
}

export function listInvitations(
  by: Person | undefined,
  surveyId: string,
  cursor?: string,
): Promise<ApiResponse> {
  const path = getRoute('ListSurveyInvitations').path.replace('{id}', surveyId);
  const query = cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`;
  return callCosted('ListSurveyInvitations', `${path}${query}`, by?.token);
}

export async function invitationsOf(by: Person, surveyId: string, cursor?: string) {
  const response = await listInvitations(by, surveyId, cursor);
  expect(response.status, response.text).toBe(200);
  return invitationsResponse.parse(response.body);
}

export async function dashboardOf(by: Person): Promise<Dashboard> {
  const response = await api('GetDashboard', { token: by.token });
  expect(response.status, response.text).toBe(200);
  return dashboardResponse.parse(response.body);
}

export async function responseNotifications(by: Person, surveyId: string) {
  const response = await callCosted('ListNotifications', '/api/notifications?limit=100', by.token);
  expect(response.status, response.text).toBe(200);
  return notificationsResponse
    .parse(response.body)
    .notifications.filter(
      (n: Notification) =>
        n.type === 'response' &&
        (JSON.parse(n.data || '{}') as { surveyId?: string }).surveyId === surveyId,
    );
}

/**
 * Waits until no scheduled job is running: the in-process scheduler fires what is due by the
 * product's clock and waits for every job in flight, its own timer's included. A job a test runs
 * by hand can find its work claimed a moment before by the same job fired on the scheduler's
 * timer (after the clock moved, or an hour turned); what the test reads next is only all there
 * once that job is done too.
 */
export async function settleScheduledJobs(): Promise<void> {
  const response = await fetch(`${apiUrl()}/dev/api/scheduler/check`, { method: 'POST' });
  expect(response.status).toBe(200);
  await settleSends();
}

/**
 * Waits until the send queue is empty: every invitation a run or send queued has gone out (or
 * failed for good) and its send is counted (decision 0033).
 */
export async function settleSends(): Promise<void> {
  const response = await fetch(`${apiUrl()}/dev/api/sends/queue?wait=${SEND_DEADLINE_MS}`);
  expect(response.status).toBe(200);
  const depth = (await response.json()) as { empty: boolean };
  expect(depth, 'the send queue did not empty').toMatchObject({ empty: true });
}

/**
 * Fires the automation's next run through the real job handler, as its schedule would, and waits
 * until the scheduler has nothing of it left running (it may be running the same run, due by a
 * moved clock). Returns the run fired.
 */
export async function fireNextRun(automationId: string): Promise<{ index: number; at: string }> {
  const stored = (await storedItems()).find((i) => i.PK === `AUTOMATION#${automationId}`) as
    { nextRun: { index: number; at: string } | null } | undefined;
  const run = stored?.nextRun;
  if (!run) throw new Error('no next run');
  const response = await fetch(`${apiUrl()}/dev/api/jobs/run`, {
    method: 'POST',
    body: JSON.stringify({
      kind: 'automation-run',
      targetId: `${automationId}#${run.index}#${Date.parse(run.at)}`,
      scheduleName: `candor-auto-${automationId}-${run.index}`,
    }),
  });
  expect(response.status).toBe(200);
  await settleScheduledJobs();
  return run;
}

/**
 * Runs the hourly response digest now, as if the hour had ended (local runtime only), and the
 * scheduler's due runs. It mails nothing, so it does not wait for the send queue: that queue is
 * every test file's on the runtime, and waiting for it to empty waited for their mails too.
 */
export async function runResponseDigest(): Promise<number> {
  const response = await fetch(`${apiUrl()}/dev/api/jobs/response-digest`, { method: 'POST' });
  expect(response.status).toBe(200);
  const { surveys } = (await response.json()) as { surveys: number };
  const checked = await fetch(`${apiUrl()}/dev/api/scheduler/check`, { method: 'POST' });
  expect(checked.status).toBe(200);
  return surveys;
}

/** A GET with a query string (send() builds paths only), recorded with its cost. */
export async function callCosted(id: RouteId, path: string, token?: string): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${apiUrl()}${path}`, { method: getRoute(id).method, headers });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const header = response.headers.get('x-candor-dynamodb-calls');
  costedCalls.push({
    id,
    status: response.status,
    dynamoCalls: header === null ? undefined : Number(header),
  });
  return { status: response.status, headers: response.headers, text, body };
}

// ---- what DynamoDB Local stores ----

/**
 * Runs `work` with a document client on the run's DynamoDB Local (or, for a suite that starts a
 * runtime of its own, on that runtime's `endpoint`).
 */
export async function withTable<T>(
  work: (docs: ReturnType<typeof createDocumentClient>) => Promise<T>,
  endpoint: string = inject('dynamodbEndpoint'),
): Promise<T> {
  const client = createDynamoClient({ region: 'us-east-1', endpoint });
  try {
    return await work(createDocumentClient(client));
  } finally {
    client.destroy();
  }
}

export const TABLE = 'candor';

/** Items of a survey's partition whose sort key starts with `prefix`, every page of them. */
export function surveyPartition(
  surveyId: string,
  prefix: string,
  endpoint?: string,
): Promise<Record<string, unknown>[]> {
  return withTable(async (docs) => {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await docs.send(
        new QueryCommand({
          TableName: TABLE,
          ...(prefix === ''
            ? {
                KeyConditionExpression: 'PK = :pk',
                ExpressionAttributeValues: { ':pk': `SURVEY#${surveyId}` },
              }
            : {
                KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
                ExpressionAttributeValues: { ':pk': `SURVEY#${surveyId}`, ':prefix': prefix },
              }),
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }, endpoint);
}

/** How many response items DynamoDB Local holds for the survey, counted page by page. */
export function storedResponseCount(surveyId: string, endpoint?: string): Promise<number> {
  return withTable(async (docs) => {
    let count = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const out = await docs.send(
        new QueryCommand({
          TableName: TABLE,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': `SURVEY#${surveyId}`, ':prefix': 'RESPONSE#' },
          Select: 'COUNT',
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      count += out.Count ?? 0;
      start = out.LastEvaluatedKey;
    } while (start);
    return count;
  }, endpoint);
}

/** The current UTC day, for checking day-level times. */
export const today = () => new Date().toISOString().slice(0, 10);
export const DAY = /^\d{4}-\d{2}-\d{2}$/;
