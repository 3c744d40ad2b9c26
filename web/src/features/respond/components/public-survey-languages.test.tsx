import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailLanding } from '#shared/api/responses';
import { page as english } from '#shared/i18n/respond/en';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { PublicSurveyPage } from './public-survey-page';

const SURVEY_ID = '7c0e9f1a-2b3c-4d5e-8f90-123456789abc';

/** A survey written in its own words: only the product's text around it is translated. */
const landing: EmailLanding = {
  status: 'open',
  title: 'Weekly pulse',
  description: '',
  isAnonymous: true,
  allowMultipleResponses: false,
  personal: false,
  branding: { teamName: 'Platform team', brandColor: '#10B981', logoUrl: null },
  questions: [
    {
      id: 'q_rate01',
      type: 'rating',
      text: 'How was your week?',
      required: true,
      order: 1,
      options: { min: 1, max: 5 },
      maxRating: 5,
    },
    {
      id: 'q_cb0001',
      type: 'checkbox',
      text: 'Which tools help?',
      required: true,
      order: 2,
      options: { choices: ['Chat', 'Docs'] },
    },
    {
      id: 'q_date01',
      type: 'date',
      text: 'When did you join?',
      required: false,
      order: 3,
      options: { minDate: '2020-01-01', maxDate: '2026-03-31' },
    },
    {
      id: 'q_num001',
      type: 'number',
      text: 'How many meetings?',
      required: false,
      order: 4,
      options: { min: 0, max: 10000 },
    },
  ],
};

/** What the server answers a stored response with: its English words, as receiptFor writes them. */
const receipt = {
  kept: [
    { field: 'id', description: english['respond.receipt.kept.id'] },
    { field: 'answers', description: english['respond.receipt.kept.answers'] },
    {
      field: 'teams',
      description:
        'Your answers are also added to a count kept for the survey’s teams you are on (2 teams)…',
      figures: { teams: 2, threshold: 5 },
    },
  ],
  notKept: [
    english['respond.receipt.notKept.nameOrEmail'],
    english['respond.receipt.notKept.network'],
    english['respond.receipt.notKept.dayOrTime'],
  ],
};

let server: ApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

async function openIn(locale?: 'es' | 'ja') {
  server = await startApiServer((req, res) => {
    if (req.method === 'GET') return sendJson(res, 200, landing);
    return sendJson(res, 201, { message: 'Response submitted successfully', receipt });
  });
  const user = userEvent.setup();
  render(
    <PublicSurveyPage
      surveyId={SURVEY_ID}
      token={null}
      apiBase={server.baseUrl}
      {...(locale ? { locale } : {})}
    />,
  );
  await screen.findByRole('heading', { level: 1, name: 'Weekly pulse' });
  return user;
}

describe('the answer page in Spanish', () => {
  it('takes Spanish from a browser that asks for es-MX first, and marks the page as Spanish', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en-US']);
    await openIn();
    expect(screen.getByRole('button', { name: 'Enviar encuesta' })).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    expect(document.querySelector('.page')).toHaveAttribute('lang', 'es');
    await waitFor(() => expect(document.title).toBe('Weekly pulse · Candor'));
  });

  it('says the product text, dates, numbers, problems, thank-you and receipt in Spanish', async () => {
    const user = await openIn('es');
    expect(
      screen.getByText(
        'Tu respuesta es anónima: no registramos tu nombre, tu correo electrónico ni tu dispositivo con tus respuestas.',
      ),
    ).toBeVisible();
    // Dates and numbers as Spanish writes them.
    expect(
      screen.getByText('Una fecha entre el 1 de enero de 2020 y el 31 de marzo de 2026.'),
    ).toBeVisible();
    expect(screen.getByText('Un número del 0 al 10.000.')).toBeVisible();
    expect(screen.getByText('Marca todas las que correspondan.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Enviar encuesta' }));
    // Two questions and the terms: three problems, counted in Spanish.
    expect(await screen.findByText('Corrige los 3 problemas indicados arriba.')).toBeVisible();
    expect(screen.getAllByText('Esta pregunta es obligatoria')).toHaveLength(2);
    expect(screen.getByText('Acepta las Condiciones del servicio para enviar')).toBeVisible();

    const date = screen.getByRole('group', { name: /When did you join/ }).querySelector('input');
    await user.type(date as HTMLInputElement, '2019-05-01');
    await user.tab();
    expect(
      await screen.findByText('Elige una fecha igual o posterior al 1 de enero de 2020'),
    ).toBeVisible();
    await user.clear(date as HTMLInputElement);

    await user.click(screen.getByRole('radio', { name: '4' }));
    await user.click(screen.getByRole('checkbox', { name: 'Docs' }));
    await user.click(screen.getByRole('button', { name: 'Leer las Condiciones del servicio' }));
    const dialog = screen.getByRole('dialog', { name: 'Condiciones del servicio' });
    expect(within(dialog).getByText(/Esta encuesta es anónima/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar las condiciones' }));
    await user.click(screen.getByRole('button', { name: 'Enviar encuesta' }));

    expect(await screen.findByRole('heading', { level: 1, name: '¡Gracias!' })).toBeVisible();
    // The answer says nothing of the respondent's language: nothing is stored that could tell
    // a Spanish speaker's answer from the team's others.
    const sent = server!.requests.filter((req) => req.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(Object.keys(JSON.parse(sent[0]!.body) as object).sort()).toEqual([
      'acceptedTerms',
      'anonymous',
      'responses',
    ]);
    expect(sent[0]!.body).not.toMatch(/"es|lang|locale/i);
    expect(screen.getByText(/ha quedado registrada/)).toHaveTextContent(
      'Tu respuesta a Weekly pulse ha quedado registrada.',
    );
    const stored = screen.getByRole('region', { name: 'Qué hemos guardado' });
    expect(
      [...stored.querySelectorAll('dt')].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]),
    ).toEqual([
      [
        'Identificador de la respuesta',
        'Un identificador aleatorio, creado solo para esta respuesta, que no dice nada de ti',
      ],
      ['Respuestas', 'Tus respuestas'],
      [
        'Equipos',
        'Tus respuestas también se suman a un recuento de los equipos de la encuesta a los que perteneces (2 equipos), que nunca se guarda junto a tus respuestas. Las cifras de un equipo solo aparecen cuando incluyen a la vez las respuestas de al menos 5 personas.',
      ],
    ]);
    expect(stored).toHaveTextContent(
      'Nada más: ni tu nombre o tu correo electrónico, tu dirección de red (IP) o el día o la hora en que respondiste.',
    );
    await waitFor(() => expect(document.title).toBe('Gracias: Weekly pulse · Candor'));
    expect(screen.getByText('Candor: encuestas de clima de equipo anónimas')).toBeVisible();
  });
});

describe('the answer page in Japanese', () => {
  it('says the product text, dates, numbers, problems and thank-you in Japanese', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP']);
    const user = await openIn();
    expect(document.documentElement.lang).toBe('ja');
    expect(screen.getByText('2020年1月1日から2026年3月31日までの日付。')).toBeVisible();
    expect(screen.getByText('0から10,000までの数値。')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: '利用規約を読み、同意します' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'アンケートを送信' }));
    expect(await screen.findByText('上に示した3件の問題を修正してください。')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chat' }));
    await user.click(screen.getByRole('checkbox', { name: '利用規約を読み、同意します' }));
    await user.click(screen.getByRole('button', { name: 'アンケートを送信' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ありがとうございました！' }),
    ).toBeVisible();
    const stored = screen.getByRole('region', { name: '保存した内容' });
    expect(within(stored).getByText('回答ID')).toBeVisible();
    expect(stored).toHaveTextContent(
      '少なくとも5人分の回答がまとめて集計されてはじめて表示されます',
    );
    expect(stored).toHaveTextContent('お名前やメールアドレス');
    // No English product words are left on the thank-you screen.
    expect(document.body.textContent).not.toMatch(
      /Thank you|What we stored|Nothing else|Your answers/,
    );
  });
});
