import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Survey, SurveyBody } from '#shared/api/surveys';
import {
  sendJson,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
} from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';
import { aSurvey, SURVEY_ID } from '../test/survey-fixtures';

let server: ApiServer | undefined;

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  localStorage.clear();
});

const survey = (): Survey =>
  aSurvey({
    description: 'Two minutes.',
    questions: [
      {
        id: 'q_where001',
        type: 'multiple_choice',
        text: 'Where do you work from?',
        required: true,
        order: 1,
        options: { choices: ['Office', 'Home'] },
      },
    ],
  });

type Handler = (req: RecordedRequest, res: ServerResponse) => void;

async function apiWith(stored: Survey) {
  localStorage.setItem('token', tokenExpiringIn(3600));
  let current = stored;
  server = await startApiServer((req, res) => {
    if (req.url.startsWith('/api/notifications')) {
      return sendJson(res, 200, { notifications: [], unreadCount: 0 });
    }
    const routes: Record<string, Handler> = {
      'GET /api/auth/me': (_, r) => sendJson(r, 200, { user: aUser() }),
      'GET /api/teams': (_, r) => sendJson(r, 200, { teams: [] }),
      'GET /api/surveys': (_, r) => sendJson(r, 200, { surveys: [current] }),
      [`GET /api/surveys/${SURVEY_ID}`]: (_, r) => sendJson(r, 200, { survey: current }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, r) => sendJson(r, 200, { teams: [] }),
      [`PUT /api/surveys/${SURVEY_ID}`]: (request, r) => {
        const body = JSON.parse(request.body) as SurveyBody;
        current = {
          ...current,
          ...body,
          questions: current.questions,
          version: current.version + 1,
        } as Survey;
        sendJson(r, 200, { survey: current });
      },
    };
    const handler = routes[`${req.method} ${req.url}`];
    if (handler) return handler(req, res);
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  return server;
}

async function editorWith(stored: Survey) {
  const api = await apiWith(stored);
  renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
  await screen.findByRole('heading', { level: 1, name: 'Edit Survey' }, { timeout: 15_000 });
  return api;
}

const section = () => screen.getByRole('region', { name: 'Languages' });

describe("the editor's Languages section", () => {
  it('adds Spanish, edits it beside the default text, warns of what is missing, and saves it by question id', async () => {
    const user = userEvent.setup();
    const api = await editorWith(survey());
    const languages = section();
    expect(within(languages).getByRole('combobox', { name: /Default language/ })).toHaveValue('en');
    expect(within(languages).getByText(/shown in English only/)).toBeVisible();

    await user.selectOptions(
      within(languages).getByRole('combobox', { name: 'Add a translation' }),
      'es',
    );
    await user.click(within(languages).getByRole('button', { name: 'Add language' }));

    const spanish = within(languages).getByRole('region', { name: 'Español translation' });
    // The default text, read-only, describes each input beside it.
    const title = within(spanish).getByRole('textbox', { name: 'Title in Español (missing)' });
    expect(title).toHaveAccessibleDescription('Weekly pulse');
    expect(title).toHaveAttribute('lang', 'es');
    expect(within(spanish).getByTestId('missing-translations')).toHaveTextContent(
      'Respondents reading in Español see the English text for: Title, Description, Question 1, Question 1, choice 1, Question 1, choice 2.',
    );
    expect(within(languages).getByText('5 missing translations')).toBeVisible();

    await user.type(title, 'Pulso');
    await user.type(
      within(spanish).getByRole('textbox', { name: /^Question 1 in Español/ }),
      '¿Dónde?',
    );
    await user.type(
      within(spanish).getByRole('textbox', { name: /^Question 1, choice 2 in Español/ }),
      'Casa',
    );
    expect(within(spanish).getByTestId('missing-translations')).toHaveTextContent(
      'see the English text for: Description, Question 1, choice 1.',
    );
    expect(screen.getByText('Unsaved changes')).toBeVisible();

    // Missing translations warn; they never block the save.
    await user.click(screen.getByRole('button', { name: 'Save Survey' }));
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeVisible());
    const [sent] = api.requests
      .filter((r) => r.method === 'PUT')
      .map((r) => JSON.parse(r.body) as SurveyBody);
    expect(sent?.defaultLanguage).toBe('en');
    expect(sent?.translations).toEqual({
      es: {
        title: 'Pulso',
        description: '',
        questions: { q_where001: { title: '¿Dónde?', choices: ['', 'Casa'] } },
      },
    });
  });

  it('removes a translation, and a new default language drops its own translation', async () => {
    const user = userEvent.setup();
    const api = await editorWith({
      ...survey(),
      translations: {
        es: { title: 'Pulso', questions: {} },
        de: { title: 'Puls', questions: {} },
      },
    });
    const languages = section();
    await user.click(within(languages).getByRole('button', { name: 'Remove Deutsch' }));
    expect(within(languages).queryByRole('button', { name: 'Edit Deutsch' })).toBeNull();
    await user.selectOptions(
      within(languages).getByRole('combobox', { name: /Default language/ }),
      'es',
    );
    expect(within(languages).queryByRole('button', { name: 'Edit Español' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Survey' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    const sent = JSON.parse(
      api.requests.find((r) => r.method === 'PUT')?.body ?? '{}',
    ) as SurveyBody;
    expect(sent.defaultLanguage).toBe('es');
    expect(sent.translations).toEqual({});
  });

  it('asks to save a new question before it can be translated', async () => {
    const user = userEvent.setup();
    await editorWith({ ...survey(), translations: { fr: { title: 'Pouls', questions: {} } } });
    // 'Add Question Type' by keyboard: Enter opens the menu on its first type (short text).
    screen.getByRole('button', { name: 'Add Question Type' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.getAttribute('aria-activedescendant')).toMatch(/text$/));
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Edit question 2' });
    const french = within(section()).getByRole('region', { name: 'Français translation' });
    expect(
      within(french).getByText(/save the survey first to translate this new question/),
    ).toBeVisible();
  });
});

describe('the survey list', () => {
  it('says which languages of a survey are complete', async () => {
    const api = await apiWith({
      ...survey(),
      defaultLanguage: 'en',
      translations: {
        es: {
          title: 'Pulso',
          description: 'Dos minutos.',
          questions: { q_where001: { title: '¿Dónde?', choices: ['Oficina', 'Casa'] } },
        },
        ja: { title: 'パルス', questions: {} },
      },
    });
    renderApp('/surveys', { apiBaseUrl: api.baseUrl });
    expect(
      await screen.findByTestId('survey-languages', {}, { timeout: 15_000 }),
    ).toHaveTextContent('Languages: English (default), Español (complete), 日本語 (4 missing)');
  });
});
