import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailLanding, SubmitResponseBody } from '#shared/api/responses';
import {
  sendJson,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
} from '../../../test/api-server';
import { sortedQuestions } from '../answer-drafts';
import { KEEP_AFTER_MS } from '../hooks/use-kept-answers';
import { KEPT_FOR_MS, keepAnswers, openLinkKey } from '../kept-answers';
import { respondedKey } from '../responded-memory';
import { PublicSurveyPage } from './public-survey-page';
import { CHECK_FAILED, KEPT_CLEARED, KEPT_NOTE, KEPT_RESTORED, NOT_KEPT_NOTE } from './survey-form';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { OpenLinkChallenge } from '#shared/api/challenge';
import { findAlertSaying } from '../../../test/alerts';

const SURVEY_ID = '7c0e9f1a-2b3c-4d5e-8f90-123456789abc';
const TOKEN = 'A'.repeat(43);
const LANDING_PATH = `/api/surveys/email-landing/${SURVEY_ID}`;
const SUBMIT_PATH = `/api/surveys/email-response/${SURVEY_ID}`;

function aLanding(overrides: Partial<EmailLanding> = {}): EmailLanding {
  return {
    status: 'open',
    title: 'Weekly pulse',
    description: 'Two minutes on how the week went.',
    isAnonymous: true,
    allowMultipleResponses: false,
    personal: false,
    branding: { teamName: 'Platform team', brandColor: '#10B981', logoUrl: null },
    questions: [
      {
        id: 'q_text01',
        type: 'text',
        text: 'Your role?',
        required: true,
        order: 1,
        options: { maxLength: 20 },
      },
      {
        id: 'q_area01',
        type: 'textarea',
        text: 'Anything else?',
        required: false,
        order: 2,
        options: { maxLength: 500 },
      },
      {
        id: 'q_mc0001',
        type: 'multiple_choice',
        text: 'Where do you work from?',
        required: true,
        order: 3,
        options: { choices: ['Office', 'Home', 'Both'] },
      },
      {
        id: 'q_cb0001',
        type: 'checkbox',
        text: 'Which tools help?',
        required: false,
        order: 4,
        options: { choices: ['Chat', 'Docs', 'Calls'] },
      },
      {
        id: 'q_rate01',
        type: 'rating',
        text: 'How was your week?',
        required: true,
        order: 5,
        options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
        maxRating: 5,
      },
      {
        id: 'q_date01',
        type: 'date',
        text: 'When did you join?',
        required: false,
        order: 6,
        options: { minDate: '2020-01-01', maxDate: '' },
      },
      {
        id: 'q_mail01',
        type: 'email',
        text: 'Contact e-mail',
        required: false,
        order: 7,
        options: { requireDomain: true },
      },
      {
        id: 'q_num001',
        type: 'number',
        text: 'How many meetings?',
        required: false,
        order: 8,
        options: { min: 0, max: 100 },
      },
    ],
    ...overrides,
  };
}

type Handler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A stand-in API answering the page's two calls; anything else is a 404 the test would notice. */
async function api(routes: { landing?: Handler; submit?: Handler }) {
  server = await startApiServer((req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path === LANDING_PATH && routes.landing)
      return routes.landing(req, res);
    if (req.method === 'POST' && path === SUBMIT_PATH && routes.submit)
      return routes.submit(req, res);
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  return server;
}

function submitted(apiServer: ApiServer): SubmitResponseBody[] {
  return apiServer.requests
    .filter((req) => req.method === 'POST')
    .map((req) => JSON.parse(req.body) as SubmitResponseBody);
}

async function openPage(
  landing: Handler = (_, res) => sendJson(res, 200, aLanding()),
  submit?: Handler,
  token: string | null = null,
) {
  const apiServer = await api({ landing, ...(submit ? { submit } : {}) });
  const user = userEvent.setup();
  const view = render(
    <PublicSurveyPage surveyId={SURVEY_ID} token={token} apiBase={apiServer.baseUrl} />,
  );
  return { user, api: apiServer, view };
}

const question = (name: RegExp | string) => screen.getByRole('group', { name });
const radioQuestion = (name: RegExp | string) => screen.getByRole('radiogroup', { name });

/** Answers every question with good values, the way a respondent would. */
async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(question(/Your role/)).getByRole('textbox'), 'Engineer');
  await user.type(within(question(/Anything else/)).getByRole('textbox'), 'Fewer meetings');
  await user.click(
    within(radioQuestion(/Where do you work from/)).getByRole('radio', { name: 'Home' }),
  );
  await user.click(within(question(/Which tools help/)).getByRole('checkbox', { name: 'Docs' }));
  await user.click(within(question(/Which tools help/)).getByRole('checkbox', { name: 'Chat' }));
  await user.click(within(radioQuestion(/How was your week/)).getByRole('radio', { name: '4' }));
  const date = question(/When did you join/).querySelector('input') as HTMLInputElement;
  await user.type(date, '2024-03-15');
  await user.type(within(question(/Contact e-mail/)).getByRole('textbox'), 'ana@example.com');
  await user.type(within(question(/How many meetings/)).getByRole('spinbutton'), '12');
}

describe('public survey page', () => {
  it('loads the survey and shows its branding, notice and all eight question types', async () => {
    const { api: apiServer } = await openPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading survey');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
    expect(screen.getByText('Platform team')).toBeVisible();
    expect(screen.getByText('Two minutes on how the week went.')).toBeVisible();
    expect(
      screen.getByText(
        "Your response is anonymous: we don't record your name, e-mail or device with your answers.",
      ),
    ).toBeVisible();
    // What protects the respondent on the open link, beyond what is not recorded.
    expect(screen.getByTestId('anonymity-protection')).toHaveTextContent(
      'Managers see answers only in groups released together, dated by the day of the release: never one answer on its own, nor when it was given.',
    );

    expect(within(question(/Your role/)).getByRole('textbox')).toHaveAttribute('maxlength', '20');
    expect(within(question(/Your role/)).getByText('0/20')).toBeVisible();
    expect(within(question(/Anything else/)).getByRole('textbox').tagName).toBe('TEXTAREA');
    expect(within(radioQuestion(/Where do you work from/)).getAllByRole('radio')).toHaveLength(3);
    expect(within(question(/Which tools help/)).getAllByRole('checkbox')).toHaveLength(3);
    const rating = radioQuestion(/How was your week/);
    expect(within(rating).getAllByRole('radio')).toHaveLength(5);
    expect(within(rating).getByRole('radio', { name: '1, Poor' })).toBeInTheDocument();
    expect(within(rating).getByRole('radio', { name: '5, Excellent' })).toBeInTheDocument();
    const date = question(/When did you join/).querySelector('input');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2020-01-01');
    expect(within(question(/Contact e-mail/)).getByRole('textbox')).toHaveAttribute(
      'type',
      'email',
    );
    const number = within(question(/How many meetings/)).getByRole('spinbutton');
    expect(number).toHaveAttribute('min', '0');
    expect(number).toHaveAttribute('max', '100');

    // Required questions say so to screen readers, not only with the asterisk.
    expect(question(/Your role/)).toHaveAccessibleName('1. Your role? (required)');
    expect(question(/Anything else/)).toHaveAccessibleName('2. Anything else?');
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Survey' })).toBeEnabled();
    // React 19 hoists <title> into the head after the commit: wait for it.
    await waitFor(() => expect(document.title).toBe('Weekly pulse · Candor'));
    // The public calls carry no account token.
    expect(apiServer.requests[0]?.url).toBe(LANDING_PATH);
    expect(apiServer.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('starts on a survey loaded with the page, in its first render, and asks nothing again', async () => {
    const apiServer = await api({ landing: (_, res) => sendJson(res, 200, aLanding()) });
    render(
      <PublicSurveyPage
        surveyId={SURVEY_ID}
        token={null}
        apiBase={apiServer.baseUrl}
        initial={{ kind: 'loaded', landing: aLanding() }}
      />,
    );
    // No loading state in between: the survey shows at once.
    expect(screen.getByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
    expect(screen.queryByText('Loading survey…')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(apiServer.requests).toEqual([]);
  });

  it('shows a failed early load with Retry, and Retry asks the server', async () => {
    const apiServer = await api({ landing: (_, res) => sendJson(res, 200, aLanding()) });
    const user = userEvent.setup();
    render(
      <PublicSurveyPage
        surveyId={SURVEY_ID}
        token={null}
        apiBase={apiServer.baseUrl}
        initial={{ kind: 'failed' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
    expect(apiServer.requests.filter((req) => req.method === 'GET')).toHaveLength(1);
  });

  it('says the e-mail is kept when the survey is not anonymous', async () => {
    await openPage(
      (_, res) => sendJson(res, 200, aLanding({ isAnonymous: false, personal: true })),
      undefined,
      TOKEN,
    );
    expect(
      await screen.findByText(
        'This survey is not anonymous: the e-mail address this link was sent to is kept with your answers.',
      ),
    ).toBeVisible();
  });

  it('shows every problem under its question, focuses the first, and sends nothing', async () => {
    const { user, api: apiServer } = await openPage();
    await screen.findByRole('heading', { name: 'Weekly pulse' });

    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    const role = within(question(/Your role/)).getByRole('textbox');
    await waitFor(() => expect(role).toHaveFocus());
    expect(role).toHaveAttribute('aria-invalid', 'true');
    expect(role).toHaveAccessibleDescription(/This question is required/);
    expect(radioQuestion(/Where do you work from/)).toHaveAttribute('aria-invalid', 'true');
    expect(radioQuestion(/Where do you work from/)).toHaveAccessibleDescription(
      /This question is required/,
    );
    expect(
      within(radioQuestion(/How was your week/)).getByText('This question is required'),
    ).toBeVisible();
    // Optional questions left empty are fine.
    expect(within(question(/Anything else/)).queryByText(/required/i)).toBeNull();
    const terms = screen.getByRole('checkbox', {
      name: 'I have read and accept the Terms of Service',
    });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Please accept the Terms of Service to submit');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the 4 problems marked above.');
    expect(submitted(apiServer)).toHaveLength(0);
  });

  it('rejects a bad e-mail address, a number out of range and a date before the earliest', async () => {
    const { user, api: apiServer } = await openPage();
    await screen.findByRole('heading', { name: 'Weekly pulse' });

    const email = within(question(/Contact e-mail/)).getByRole('textbox');
    await user.type(email, 'ana@example');
    await user.tab();
    // A bad answer shows as soon as the field is left, before any submit.
    expect(
      await within(question(/Contact e-mail/)).findByText('Enter a valid email address'),
    ).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(question(/How many meetings/)).getByRole('spinbutton'), '250');
    const date = question(/When did you join/).querySelector('input') as HTMLInputElement;
    await user.type(date, '2019-12-31');
    await answerRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    expect(
      within(question(/How many meetings/)).getByText('Enter a number from 0 to 100'),
    ).toBeVisible();
    expect(
      within(question(/When did you join/)).getByText('Choose a date on or after January 1, 2020'),
    ).toBeVisible();
    // The first problem in page order takes focus: the date (question 6).
    await waitFor(() => expect(date).toHaveFocus());
    expect(submitted(apiServer)).toHaveLength(0);

    // Fixing an answer clears its message at once.
    await user.clear(email);
    await user.type(email, 'ana@example.com');
    expect(
      within(question(/Contact e-mail/)).queryByText('Enter a valid email address'),
    ).toBeNull();
  });

  it('counts the characters of a text answer and stops at its maximum', async () => {
    const { user } = await openPage();
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    const role = within(question(/Your role/)).getByRole('textbox');
    await user.type(role, 'x'.repeat(25));
    expect(role).toHaveValue('x'.repeat(20));
    expect(within(question(/Your role/)).getByText('20/20')).toBeVisible();
    expect(role).toHaveAccessibleDescription('20 of 20 characters');
  });

  it('submits every answer with its type and shows the thank-you; this browser then counts as answered', async () => {
    const {
      user,
      api: apiServer,
      view,
    } = await openPage(undefined, (_, res) =>
      sendJson(res, 201, { message: 'Response submitted successfully' }),
    );
    await screen.findByRole('heading', { name: 'Weekly pulse' });

    await answerAll(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    const thanks = await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText(/has been recorded/)).toBeVisible();
    expect(submitted(apiServer)).toEqual([
      {
        responses: [
          { questionId: 'q_text01', type: 'text', value: 'Engineer' },
          { questionId: 'q_area01', type: 'textarea', value: 'Fewer meetings' },
          { questionId: 'q_mc0001', type: 'multiple_choice', value: 1 },
          { questionId: 'q_cb0001', type: 'checkbox', value: [0, 1] },
          { questionId: 'q_rate01', type: 'rating', value: 4 },
          { questionId: 'q_date01', type: 'date', value: '2024-03-15' },
          { questionId: 'q_mail01', type: 'email', value: 'ana@example.com' },
          { questionId: 'q_num001', type: 'number', value: 12 },
        ],
        acceptedTerms: true,
        // What the page promised travels with the answers.
        anonymous: true,
      },
    ]);
    expect(localStorage.getItem(respondedKey(SURVEY_ID))).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Opening the open link again in this browser: already responded, no form.
    view.unmount();
    render(<PublicSurveyPage surveyId={SURVEY_ID} token={null} apiBase={apiServer.baseUrl} />);
    expect(
      await screen.findByRole('heading', { name: 'You have already responded' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Survey' })).toBeNull();
  });

  it('leaves out optional questions left empty and lets a multi-response survey be answered again', async () => {
    const { user, api: apiServer } = await openPage(
      (_, res) => sendJson(res, 200, aLanding({ allowMultipleResponses: true })),
      (_, res) => sendJson(res, 201, { message: 'ok' }),
    );
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    await answerRequired(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(submitted(apiServer)[0]?.responses.map((r) => r.questionId)).toEqual([
      'q_text01',
      'q_mc0001',
      'q_rate01',
    ]);
    expect(localStorage.getItem(respondedKey(SURVEY_ID))).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit another response' }));
    const shownTitle = await screen.findByRole('heading', { name: 'Weekly pulse' });
    // Focus moves to it once it shows, a frame later on a busy machine.
    await waitFor(() => expect(shownTitle).toHaveFocus());
    expect(within(question(/Your role/)).getByRole('textbox')).toHaveValue('');
  });

  it('sends a personal link token with the landing call and the answers, and remembers nothing', async () => {
    const { user, api: apiServer } = await openPage(
      (_, res) => sendJson(res, 200, aLanding({ personal: true })),
      (_, res) => sendJson(res, 201, { message: 'ok' }),
      TOKEN,
    );
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    expect(apiServer.requests[0]?.url).toBe(`${LANDING_PATH}?token=${TOKEN}`);
    await answerRequired(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(submitted(apiServer)[0]).toMatchObject({ token: TOKEN, acceptedTerms: true });
    expect(localStorage.getItem(respondedKey(SURVEY_ID))).toBeNull();
  });

  it('says Submitting… and ignores more presses until the server answers', async () => {
    let answer: (() => void) | undefined;
    const { user, api: apiServer } = await openPage(undefined, (_, res) => {
      answer = () => sendJson(res, 201, { message: 'ok' });
    });
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    await answerRequired(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    const busy = await screen.findByRole('button', { name: 'Submitting…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(submitted(apiServer)).toHaveLength(1);
  });

  it('shows the server’s problems under the questions it names', async () => {
    const { user } = await openPage(undefined, (_, res) =>
      sendJson(res, 400, {
        message: 'Question 1 ("Your role?"): The answer must be at most 20 characters',
        errorType: 'validation_error',
        fields: { q_text01: 'Question 1 ("Your role?"): The answer must be at most 20 characters' },
      }),
    );
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    await answerRequired(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    await findAlertSaying('Question 1 ("Your role?"): The answer must be at most 20 characters');
    const role = within(question(/Your role/)).getByRole('textbox');
    expect(role).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(role).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Submit Survey' })).toBeEnabled();
  });

  it.each([
    [
      { message: 'Too many requests, try again shortly', errorType: 'rate_limited' },
      429,
      'Too many requests, try again shortly',
    ],
    [null, 500, 'Failed to submit'],
  ])(
    'shows a failed submit (%j, %i) in the alert and keeps the answers',
    async (body, status, shown) => {
      const { user } = await openPage(undefined, (_, res) => {
        if (body) sendJson(res, status, body);
        else {
          res.writeHead(status, { 'content-type': 'text/plain' });
          res.end('boom');
        }
      });
      await screen.findByRole('heading', { name: 'Weekly pulse' });
      await answerRequired(user);
      await user.click(
        screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
      );
      await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

      expect(await screen.findByText(shown)).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(shown);
      expect(within(question(/Your role/)).getByRole('textbox')).toHaveValue('Engineer');
    },
  );

  it.each([
    ['already_responded', 'You have already responded'],
    ['survey_closed', 'This survey is closed'],
  ])('turns a 409 %s on submit into its screen', async (errorType, heading) => {
    const { user } = await openPage(undefined, (_, res) =>
      sendJson(res, 409, { message: 'No', errorType }),
    );
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    await answerRequired(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
    const shownTitle = await screen.findByRole('heading', { level: 1, name: heading });
    // Focus moves to it once it shows, a frame later on a busy machine.
    await waitFor(() => expect(shownTitle).toHaveFocus());
  });

  it('after a 409 promise_changed, says so, offers only a reload, and shows the survey as it now is', async () => {
    const PROMISE_CHANGED =
      'This survey’s privacy settings changed after this page was opened, so your answers were not sent. Please reload the page, read how your answers will be kept, and answer again.';
    let landings = 0;
    const { user, api: apiServer } = await openPage(
      (_, res) => {
        landings += 1;
        // Anonymous when the page was read; named by the time it is read again.
        sendJson(res, 200, aLanding({ isAnonymous: landings === 1 }));
      },
      (_, res) => sendJson(res, 409, { message: PROMISE_CHANGED, errorType: 'promise_changed' }),
    );
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    expect(screen.getByText(/Your response is anonymous/)).toBeVisible();
    await answerRequired(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    await findAlertSaying(PROMISE_CHANGED);
    // Sending again would be refused the same way: the page offers the one way on.
    expect(screen.queryByRole('button', { name: 'Submit Survey' })).toBeNull();
    await user.type(within(question(/Your role/)).getByRole('textbox'), '{Enter}');
    expect(submitted(apiServer)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Weekly pulse' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      await screen.findByText(/This survey is not anonymous: answers sent through a personal/),
    ).toBeVisible();
    expect(screen.queryByText(/Your response is anonymous/)).toBeNull();
    // Answered again from the start, under what the page now says.
    expect(within(question(/Your role/)).getByRole('textbox')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit Survey' })).toBeEnabled();
    expect(landings).toBe(2);
  });

  it('shows the closed and already-responded states the landing reports, with the survey title', async () => {
    const { view } = await openPage((_, res) => sendJson(res, 200, aLanding({ status: 'closed' })));
    expect(await screen.findByRole('heading', { name: 'This survey is closed' })).toBeVisible();
    expect(screen.getByText('Weekly pulse')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Survey' })).toBeNull();
    view.unmount();
    await server?.close();

    await openPage(
      (_, res) => sendJson(res, 200, aLanding({ status: 'responded', personal: true })),
      undefined,
      TOKEN,
    );
    expect(
      await screen.findByRole('heading', { name: 'You have already responded' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Survey' })).toBeNull();
  });

  it("shows the server's message when the survey is gone", async () => {
    await openPage((_, res) =>
      sendJson(res, 404, { message: 'This survey is no longer available', errorType: 'not_found' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This survey is no longer available' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says a personal link the server cannot read is not valid, and whom to ask, never the validation words', async () => {
    await openPage(
      (_, res) =>
        sendJson(res, 400, {
          message: 'Please check your information',
          errorType: 'validation_error',
          fields: { token: 'Invalid input' },
        }),
      undefined,
      'cut-short',
    );
    expect(
      await screen.findByRole('heading', { name: 'This survey link is not valid.' }),
    ).toBeVisible();
    expect(screen.getByText(/ask whoever sent you the link for a new one/)).toBeVisible();
    expect(screen.queryByText('Please check your information')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("says 'Failed to load survey info.' and loads again on Retry", async () => {
    let calls = 0;
    const { user } = await openPage((_, res) => {
      calls += 1;
      if (calls === 1)
        sendJson(res, 500, {
          message: 'Server temporarily unavailable',
          errorType: 'server_error',
        });
      else sendJson(res, 200, aLanding());
    });
    expect(await screen.findByText('Failed to load survey info.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const shownTitle = await screen.findByRole('heading', { level: 1, name: 'Weekly pulse' });
    // Focus moves to it once it shows, a frame later on a busy machine.
    await waitFor(() => expect(shownTitle).toHaveFocus());
    expect(calls).toBe(2);
  });

  it('treats an answer that is not a survey as a failure to load', async () => {
    await openPage((_, res) => sendJson(res, 200, { hello: 'world' }));
    expect(await screen.findByText('Failed to load survey info.')).toBeVisible();
  });

  it('shows the terms in a dialog whose Accept ticks the box', async () => {
    const { user } = await openPage();
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    await user.click(screen.getByRole('button', { name: 'Read the Terms of Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms of Service' });
    expect(within(dialog).getByText(/This survey is anonymous/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Accept the terms' }));
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    ).toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows what was stored for the answer on the thank-you screen, and nothing else', async () => {
    const { user } = await openPage(undefined, (_, res) =>
      sendJson(res, 201, {
        message: 'Response submitted successfully',
        receipt: {
          kept: [
            { field: 'answers', description: 'Your answers to the questions' },
            { field: 'day', description: 'The day it was stored, not the time' },
            { field: 'source', description: 'Open link or e-mailed link' },
          ],
          notKept: ['your name', 'your e-mail address', 'your IP address', 'the time of day'],
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    await answerRequired(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    const receipt = screen.getByRole('region', { name: 'What we stored' });
    expect(
      [...receipt.querySelectorAll('dt')].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]),
    ).toEqual([
      ['Answers', 'Your answers to the questions'],
      ['Day', 'The day it was stored, not the time'],
      ['How you answered', 'Open link or e-mailed link'],
    ]);
    expect(receipt).toHaveTextContent(
      'Nothing else: not your name, your e-mail address, your IP address or the time of day.',
    );
  });

  it('says a survey without its open link can only be answered through a personal link', async () => {
    await openPage((_, res) => sendJson(res, 200, aLanding({ status: 'personal_only' })));

    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
    expect(
      screen.getByText(
        'This survey can only be answered through the personal link in your invitation e-mail.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        /ask whoever sent you this survey, or a manager of Platform team, to send you an invitation\./,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Survey' })).toBeNull();
  });

  it('turns a submit refused for want of a personal link into that screen', async () => {
    const { user } = await openPage(undefined, (_, res) =>
      // What the server sends (functions/src/domain/responses/response-service.ts).
      sendJson(res, 403, {
        message:
          'This survey can only be answered through the personal link in your invitation e-mail.',
        errorType: 'personal_link_required',
      }),
    );
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    await answerRequired(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    expect(
      await screen.findByText(
        'This survey can only be answered through the personal link in your invitation e-mail.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Survey' })).toBeNull();
  });

  it('says the one-response limit of the open link is kept by this browser', async () => {
    const { view } = await openPage();
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    expect(screen.getByTestId('one-response-note')).toHaveTextContent(
      'One response per person. This browser keeps that limit',
    );
    view.unmount();
    await server?.close();

    const personal = await openPage(
      (_, res) => sendJson(res, 200, aLanding({ personal: true })),
      undefined,
      TOKEN,
    );
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    expect(screen.getByTestId('one-response-note')).toHaveTextContent(
      'This personal link takes one response.',
    );
    personal.view.unmount();
    await server?.close();

    await openPage((_, res) => sendJson(res, 200, aLanding({ allowMultipleResponses: true })));
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    expect(screen.queryByTestId('one-response-note')).toBeNull();
  });

  it('says a link without a survey id is not valid, without calling the API', async () => {
    render(<PublicSurveyPage surveyId={null} token={null} />);
    expect(screen.getByRole('heading', { name: 'This survey link is not valid.' })).toBeVisible();
  });
});

/** The three required questions (role, where, rating) and nothing else. */
async function answerRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(question(/Your role/)).getByRole('textbox'), 'Engineer');
  await user.click(
    within(radioQuestion(/Where do you work from/)).getByRole('radio', { name: 'Home' }),
  );
  await user.click(within(radioQuestion(/How was your week/)).getByRole('radio', { name: '4' }));
}

/** The survey's questions with a 0-10 scale added: every kind of answer the page keeps. */
function aLandingWithScale(): EmailLanding {
  const landing = aLanding();
  return {
    ...landing,
    questions: [
      ...landing.questions,
      {
        id: 'q_enps01',
        type: 'rating',
        text: 'How likely are you to recommend the team?',
        required: false,
        order: 9,
        options: { min: 0, max: 10, labels: ['Not likely', 'Very likely'] },
        maxRating: 10,
      },
    ],
  };
}

/** Every entry of kept answers in this browser's storage: key and stored text. */
function keptEntries(): [string, string][] {
  return Object.keys(localStorage)
    .filter((key) => key.startsWith('candor.kept-answers.'))
    .map((key) => [key, localStorage.getItem(key) ?? '']);
}

/** What a phone does when the respondent switches apps: the page is hidden. */
function hidePage() {
  fireEvent(window, new Event('pagehide'));
}

const fieldValue = (name: RegExp) =>
  (question(name).querySelector('input, textarea') as HTMLInputElement).value;

describe('answers kept on this device until sent', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps every kind of answer once typing pauses, and a reloaded page shows them again with a way to clear them', async () => {
    const landing = aLandingWithScale();
    // The debounce's own clock; the answers go in as browser events, each at once (userEvent
    // waits on real timers between its steps).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = render(
      <PublicSurveyPage surveyId={SURVEY_ID} token={null} initial={{ kind: 'loaded', landing }} />,
    );
    expect(screen.getByTestId('kept-answers-note')).toHaveTextContent(KEPT_NOTE);
    const input = (name: RegExp) =>
      question(name).querySelector('input, textarea') as HTMLInputElement;
    const pick = (name: RegExp, option: string) =>
      fireEvent.click(within(radioQuestion(name)).getByRole('radio', { name: option }));
    const tick = (name: RegExp, option: string) =>
      fireEvent.click(within(question(name)).getByRole('checkbox', { name: option }));
    fireEvent.change(input(/Your role/), { target: { value: 'Engineer' } });
    // Typing goes on before a pause is over: nothing is written yet.
    act(() => vi.advanceTimersByTime(KEEP_AFTER_MS - 100));
    fireEvent.change(input(/Anything else/), { target: { value: 'Fewer meetings' } });
    act(() => vi.advanceTimersByTime(KEEP_AFTER_MS - 100));
    expect(keptEntries()).toEqual([]);
    pick(/Where do you work from/, 'Home');
    tick(/Which tools help/, 'Docs');
    tick(/Which tools help/, 'Chat');
    pick(/How was your week/, '4');
    fireEvent.change(input(/When did you join/), { target: { value: '2024-03-15' } });
    fireEvent.change(input(/Contact e-mail/), { target: { value: 'ana@example.com' } });
    fireEvent.change(input(/How many meetings/), { target: { value: '12' } });
    pick(/How likely are you to recommend/, '9');
    act(() => vi.advanceTimersByTime(KEEP_AFTER_MS - 1));
    expect(keptEntries()).toEqual([]);
    // The respondent pauses: everything is kept, under the survey's open-link key.
    act(() => vi.advanceTimersByTime(1));
    expect(keptEntries().map(([key]) => key)).toEqual([openLinkKey(SURVEY_ID)]);
    vi.useRealTimers();

    // The page opened again on this device, as after a reload.
    first.unmount();
    render(
      <PublicSurveyPage surveyId={SURVEY_ID} token={null} initial={{ kind: 'loaded', landing }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(KEPT_RESTORED);
    expect(screen.getByRole('button', { name: 'Clear my answers' })).toBeVisible();
    expect(fieldValue(/Your role/)).toBe('Engineer');
    expect(fieldValue(/Anything else/)).toBe('Fewer meetings');
    expect(
      within(radioQuestion(/Where do you work from/)).getByRole('radio', { name: 'Home' }),
    ).toBeChecked();
    const tools = question(/Which tools help/);
    expect(within(tools).getByRole('checkbox', { name: 'Chat' })).toBeChecked();
    expect(within(tools).getByRole('checkbox', { name: 'Docs' })).toBeChecked();
    expect(within(tools).getByRole('checkbox', { name: 'Calls' })).not.toBeChecked();
    expect(
      within(radioQuestion(/How was your week/)).getByRole('radio', { name: '4' }),
    ).toBeChecked();
    expect(fieldValue(/When did you join/)).toBe('2024-03-15');
    expect(fieldValue(/Contact e-mail/)).toBe('ana@example.com');
    expect(fieldValue(/How many meetings/)).toBe('12');
    expect(
      within(radioQuestion(/How likely are you to recommend/)).getByRole('radio', { name: '9' }),
    ).toBeChecked();
  });

  it('clears the kept answers on Clear my answers, says so and starts at the first question', async () => {
    const { user, view, api: apiServer } = await openPage();
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    await answerRequired(user);
    hidePage();
    expect(keptEntries()).toHaveLength(1);
    view.unmount();

    render(<PublicSurveyPage surveyId={SURVEY_ID} token={null} apiBase={apiServer.baseUrl} />);
    await screen.findByText(KEPT_RESTORED);
    await user.click(screen.getByRole('button', { name: 'Clear my answers' }));

    const role = within(question(/Your role/)).getByRole('textbox');
    expect(role).toHaveValue('');
    expect(
      within(radioQuestion(/How was your week/)).getByRole('radio', { name: '4' }),
    ).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(KEPT_CLEARED);
    expect(screen.queryByRole('button', { name: 'Clear my answers' })).toBeNull();
    await waitFor(() => expect(role).toHaveFocus());
    expect(keptEntries()).toEqual([]);
  });

  it('forgets the kept answers once they are sent, and sends nothing of them but the answers', async () => {
    const {
      user,
      view,
      api: apiServer,
    } = await openPage(
      (_, res) => sendJson(res, 200, aLanding({ allowMultipleResponses: true })),
      (_, res) => sendJson(res, 201, { message: 'ok' }),
    );
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    await answerRequired(user);
    hidePage();
    view.unmount();
    render(<PublicSurveyPage surveyId={SURVEY_ID} token={null} apiBase={apiServer.baseUrl} />);
    await screen.findByText(KEPT_RESTORED);

    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(keptEntries()).toEqual([]);
    // Exactly the answers and the terms: nothing says they were kept, nor when.
    expect(submitted(apiServer)).toEqual([
      {
        responses: [
          { questionId: 'q_text01', type: 'text', value: 'Engineer' },
          { questionId: 'q_mc0001', type: 'multiple_choice', value: 1 },
          { questionId: 'q_rate01', type: 'rating', value: 4 },
        ],
        acceptedTerms: true,
        anonymous: true,
      },
    ]);
    expect(apiServer.requests.map((req) => req.url.split('?')[0])).toEqual([
      LANDING_PATH,
      LANDING_PATH,
      SUBMIT_PATH,
    ]);

    await user.click(screen.getByRole('button', { name: 'Submit another response' }));
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    expect(within(question(/Your role/)).getByRole('textbox')).toHaveValue('');
    expect(screen.queryByText(KEPT_RESTORED)).toBeNull();
  });

  it('restores only the answers that still fit a changed survey', async () => {
    const { user, view, api: apiServer } = await openPage();
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    await answerAll(user);
    hidePage();
    view.unmount();
    await apiServer.close();

    const before = aLanding().questions;
    const changed = aLanding({
      questions: [
        // Gone: q_text01. Type changed: the text area became a one-line text.
        ...before
          .filter((q) => q.id !== 'q_text01')
          .map((q) => {
            if (q.id === 'q_area01') return { ...q, type: 'text' as const };
            // The scale now ends at 3: the 4 kept no longer fits it.
            if (q.id === 'q_rate01') return { ...q, options: { min: 1, max: 3 }, maxRating: 3 };
            // One choice fewer: ticked Chat (0) and Docs (1) still fit.
            if (q.id === 'q_cb0001') return { ...q, options: { choices: ['Chat', 'Docs'] } };
            return q;
          }),
      ],
    });
    await openPage((_, res) => sendJson(res, 200, changed));
    await screen.findByText(KEPT_RESTORED);

    expect(screen.queryByRole('group', { name: /Your role/ })).toBeNull();
    expect(fieldValue(/Anything else/)).toBe('');
    expect(within(radioQuestion(/How was your week/)).getAllByRole('radio')).toHaveLength(3);
    for (const radio of within(radioQuestion(/How was your week/)).getAllByRole('radio'))
      expect(radio).not.toBeChecked();
    expect(
      within(radioQuestion(/Where do you work from/)).getByRole('radio', { name: 'Home' }),
    ).toBeChecked();
    expect(
      within(question(/Which tools help/)).getByRole('checkbox', { name: 'Docs' }),
    ).toBeChecked();
    expect(fieldValue(/When did you join/)).toBe('2024-03-15');
    expect(fieldValue(/Contact e-mail/)).toBe('ana@example.com');
    expect(fieldValue(/How many meetings/)).toBe('12');
  });

  it('keeps a personal link’s answers apart from other links on this device, without its token', async () => {
    const OTHER_TOKEN = 'B'.repeat(43);
    const personal = (_: RecordedRequest, res: ServerResponse) =>
      sendJson(res, 200, aLanding({ personal: true }));
    const first = await openPage(personal, undefined, TOKEN);
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    await first.user.type(within(question(/Your role/)).getByRole('textbox'), 'Designer');
    hidePage();
    await waitFor(() => expect(keptEntries()).toHaveLength(1));
    for (const [key, value] of keptEntries()) {
      expect(key).not.toContain(TOKEN);
      expect(value).not.toContain(TOKEN);
      expect(key).not.toBe(openLinkKey(SURVEY_ID));
    }
    first.view.unmount();

    // Someone else's personal link, then the open link, on the same device: nothing of it.
    for (const token of [OTHER_TOKEN, null]) {
      const view = render(
        <PublicSurveyPage surveyId={SURVEY_ID} token={token} apiBase={first.api.baseUrl} />,
      );
      await screen.findByRole('heading', { name: 'Weekly pulse' });
      expect(within(question(/Your role/)).getByRole('textbox')).toHaveValue('');
      expect(screen.queryByText(KEPT_RESTORED)).toBeNull();
      view.unmount();
    }

    render(<PublicSurveyPage surveyId={SURVEY_ID} token={TOKEN} apiBase={first.api.baseUrl} />);
    await screen.findByText(KEPT_RESTORED);
    expect(within(question(/Your role/)).getByRole('textbox')).toHaveValue('Designer');
  });

  it('ignores and removes answers kept more than a week ago', async () => {
    const questions = sortedQuestions(aLanding().questions);
    const eightDaysAgo = Date.now() - KEPT_FOR_MS - 24 * 60 * 60 * 1000;
    keepAnswers(openLinkKey(SURVEY_ID), questions, { q_text01: 'Old' }, true, eightDaysAgo);
    // Another survey's, never opened again: removed too.
    keepAnswers(openLinkKey('another-survey'), questions, { q_text01: 'Old' }, true, eightDaysAgo);
    expect(keptEntries()).toHaveLength(2);

    await openPage();
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    expect(within(question(/Your role/)).getByRole('textbox')).toHaveValue('');
    expect(screen.queryByText(KEPT_RESTORED)).toBeNull();
    expect(keptEntries()).toEqual([]);
  });

  it.each([
    ['already_responded', 'You have already responded'],
    ['survey_closed', 'This survey is closed'],
  ])('forgets the kept answers when a submit hears %s', async (errorType, heading) => {
    const { user } = await openPage(undefined, (_, res) =>
      sendJson(res, 409, { message: 'No', errorType }),
    );
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    await answerRequired(user);
    hidePage();
    expect(keptEntries()).toHaveLength(1);
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(keptEntries()).toEqual([]);
  });

  it('forgets the kept answers when the survey opens closed', async () => {
    keepAnswers(
      openLinkKey(SURVEY_ID),
      sortedQuestions(aLanding().questions),
      { q_text01: 'Engineer' },
      true,
    );
    await openPage((_, res) => sendJson(res, 200, aLanding({ status: 'closed' })));
    await screen.findByRole('heading', { name: 'This survey is closed' });
    // Removed once the page has taken in what the survey said.
    await waitFor(() => expect(keptEntries()).toEqual([]));
  });

  it('answers as ever when the browser refuses storage, and does not claim to keep anything', async () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    const { user, api: apiServer } = await openPage(undefined, (_, res) =>
      sendJson(res, 201, { message: 'ok' }),
    );
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    expect(screen.getByTestId('kept-answers-note')).toHaveTextContent(NOT_KEPT_NOTE);
    await answerRequired(user);
    hidePage();
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(submitted(apiServer)[0]?.responses).toHaveLength(3);
  });
});

describe('the open link’s browser check after a burst (decision 0046)', () => {
  /** A challenge as the server issues it, made light: the test checks the flow, not the cost. */
  const aChallenge = async () => {
    const max = 40;
    return (await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 50,
      counter: 1 + Math.floor(Math.random() * (max - 1)),
      deriveKey,
      data: { surveyId: SURVEY_ID, expires: Math.floor(Date.now() / 1000) + 600, max },
      hmacSignatureSecret: CHALLENGE_SECRET,
      hmacKeySignatureSecret: CHALLENGE_KEY_SECRET,
    })) as OpenLinkChallenge;
  };
  const CHALLENGE_SECRET = 'the-signing-secret-of-this-test';
  const CHALLENGE_KEY_SECRET = 'the-key-signing-secret-of-this-test';
  const verified = async (sent: SubmitResponseBody['challenge']) =>
    !!sent &&
    (
      await verifySolution({
        challenge: sent.challenge,
        solution: sent.solution,
        deriveKey,
        hmacSignatureSecret: CHALLENGE_SECRET,
        hmacKeySignatureSecret: CHALLENGE_KEY_SECRET,
      })
    ).verified;
  const CHECK_BROWSER =
    'Many answers are arriving at this survey at once, so your browser does a short check before your answers are sent. Your answers are still here.';

  it('checks the browser, says so with progress, and sends the same answers with the solution', async () => {
    // Prepare: the first send is asked for the check; the second is held until looked at.
    let release: (() => void) | undefined;
    const { user, api: apiServer } = await openPage(undefined, async (req, res) => {
      const body = JSON.parse(req.body) as SubmitResponseBody;
      if (!body.challenge) {
        sendJson(res, 428, {
          message: CHECK_BROWSER,
          errorType: 'challenge_required',
          challenge: await aChallenge(),
        });
        return;
      }
      const ok = await verified(body.challenge);
      release = () =>
        ok
          ? sendJson(res, 201, { message: 'Thank you! Your response has been recorded.' })
          : sendJson(res, 400, { message: 'not solved', errorType: 'validation_error' });
    });
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    await answerRequired(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );

    // Act
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    // Assess: while the solution goes out, the page says what it is doing and keeps the answers.
    await waitFor(() => expect(release).toBeDefined());
    expect(screen.getByText(CHECK_BROWSER).closest('[aria-live="polite"]')).not.toBeNull();
    const progress = screen.getByRole('progressbar', { name: 'Checking your browser' });
    expect(progress).toHaveAttribute('value', '100');
    expect(screen.getByRole('button', { name: 'Checking your browser…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(question(/Your role/)).getByRole('textbox')).toHaveValue('Engineer');
    const [first, second] = submitted(apiServer);
    expect(first?.challenge).toBeUndefined();
    expect(second?.responses).toEqual(first?.responses);
    expect(await verified(second?.challenge)).toBe(true);
    release?.();
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(submitted(apiServer)).toHaveLength(2);
  });

  it('gives up after three refused checks, says so and keeps the answers', async () => {
    const { user, api: apiServer } = await openPage(undefined, async (req, res) => {
      const body = JSON.parse(req.body) as SubmitResponseBody;
      sendJson(res, 428, {
        message: body.challenge ? 'This browser check was already used.' : CHECK_BROWSER,
        errorType: body.challenge ? 'challenge_failed' : 'challenge_required',
        challenge: await aChallenge(),
      });
    });
    await screen.findByRole('heading', { name: 'Weekly pulse' });
    await answerRequired(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    await findAlertSaying(CHECK_FAILED);
    expect(submitted(apiServer)).toHaveLength(4);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Survey' })).toBeEnabled();
    expect(within(question(/Your role/)).getByRole('textbox')).toHaveValue('Engineer');
  });
});
