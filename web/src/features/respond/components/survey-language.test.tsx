import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailLanding, SubmitResponseBody } from '#shared/api/responses';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { PublicSurveyPage } from './public-survey-page';
import { inLanguage, surveyLanguages } from '../survey-language';

const SURVEY_ID = '7c0e9f1a-2b3c-4d5e-8f90-1234567890ab';
const LANDING_PATH = `/api/surveys/email-landing/${SURVEY_ID}`;
const SUBMIT_PATH = `/api/surveys/email-response/${SURVEY_ID}`;

function aLanding(overrides: Partial<EmailLanding> = {}): EmailLanding {
  return {
    status: 'open',
    title: 'Weekly pulse',
    description: 'Two minutes on your week.',
    isAnonymous: true,
    allowMultipleResponses: true,
    personal: false,
    branding: { teamName: 'Platform team', brandColor: '#10B981', logoUrl: null },
    questions: [
      {
        id: 'q_where001',
        type: 'multiple_choice',
        text: 'Where do you work from?',
        required: true,
        order: 1,
        options: { choices: ['Office', 'Home', 'Both'] },
      },
      {
        id: 'q_week0001',
        type: 'rating',
        text: 'How was your week?',
        required: false,
        order: 2,
        options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
        maxRating: 5,
      },
    ],
    defaultLanguage: 'en',
    translations: {
      es: {
        title: 'Pulso semanal',
        description: 'Dos minutos sobre tu semana.',
        questions: {
          q_where001: { title: '¿Desde dónde trabajas?', choices: ['Oficina', 'Casa', ''] },
          q_week0001: { title: '¿Qué tal tu semana?', labels: ['Mala', 'Excelente'] },
        },
      },
    },
    ...overrides,
  };
}

let server: ApiServer | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

async function openPage(landing: EmailLanding, browserLanguages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  server = await startApiServer((req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path === LANDING_PATH) return sendJson(res, 200, landing);
    if (req.method === 'POST' && path === SUBMIT_PATH) {
      return sendJson(res, 201, {
        message: 'Thank you! Your response has been recorded.',
        receipt: { kept: [], notKept: [] },
      });
    }
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  const user = userEvent.setup();
  render(<PublicSurveyPage surveyId={SURVEY_ID} token={null} apiBase={server.baseUrl} />);
  return { user, api: server };
}

const card = () => screen.getByRole('heading', { level: 1 }).closest('.card') as HTMLElement;

describe('the answer page in the respondent language', () => {
  it('shows a Spanish browser the Spanish translation, falling back where it is untranslated', async () => {
    await openPage(aLanding(), ['es-ES', 'es', 'en']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pulso semanal' })).toBeVisible();
    expect(card()).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Dos minutos sobre tu semana.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pulso semanal · Candor'));
    const where = screen.getByRole('radiogroup', { name: /¿Desde dónde trabajas\?/ });
    expect(
      within(where)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Oficina',
      'Casa',
      // Not translated: the default text, never an empty choice.
      'Both',
    ]);
    expect(screen.getByRole('radio', { name: '5, Excelente' })).toBeInTheDocument();
    const switcher = screen.getByRole('combobox', { name: /Language/ });
    expect(switcher).toHaveValue('es');
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Español']);
  });

  it('switches to English and sends the same question ids and choice indexes', async () => {
    const { user, api } = await openPage(aLanding(), ['es-ES']);
    await screen.findByRole('heading', { level: 1, name: 'Pulso semanal' });
    await user.click(screen.getByRole('radio', { name: 'Casa' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Language/ }), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
    expect(card()).toHaveAttribute('lang', 'en');
    // The answer given in Spanish stays: it is the same choice.
    expect(screen.getByRole('radio', { name: 'Home' })).toBeChecked();
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    const sent = api.requests
      .filter((r) => r.method === 'POST')
      .map((r) => JSON.parse(r.body) as SubmitResponseBody & Record<string, unknown>);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.responses).toEqual([
      { questionId: 'q_where001', type: 'multiple_choice', value: 1 },
    ]);
    // Which language the page was read in is not sent.
    expect(JSON.stringify(sent[0])).not.toMatch(/lang|"es"|"en"/);
  });

  it('falls back to the default language, and shows no switcher for a survey in one language', async () => {
    await openPage(aLanding({ translations: {} }), ['es-ES']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
    expect(card()).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('combobox', { name: /Language/ })).toBeNull();
  });

  it("uses the survey's default language for a browser it has no translation for", async () => {
    const landing = aLanding({ defaultLanguage: 'es', translations: {} });
    await openPage({ ...landing, title: 'Pulso semanal' }, ['ja-JP', 'de']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pulso semanal' })).toBeVisible();
    expect(card()).toHaveAttribute('lang', 'es');
  });
});

describe('survey languages', () => {
  it('lists the default first, then the translated ones, and reads a missing default as English', () => {
    expect(surveyLanguages({ defaultLanguage: 'de', translations: { ja: {}, es: {} } })).toEqual([
      'de',
      'es',
      'ja',
    ]);
    expect(surveyLanguages({})).toEqual(['en']);
  });

  it('changes only text: ids, types and the number of choices stay', () => {
    const landing = aLanding();
    const spanish = inLanguage(landing, 'es');
    expect(
      spanish.questions.map((q) => [q.id, q.type, (q.options.choices as string[])?.length]),
    ).toEqual(
      landing.questions.map((q) => [q.id, q.type, (q.options.choices as string[])?.length]),
    );
    expect(inLanguage(landing, 'en')).toBe(landing);
  });
});
