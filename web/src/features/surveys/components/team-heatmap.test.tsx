import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as chakraTheme from '@chakra-ui/react/theme';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyResults, SurveyTeamResults, TeamHeatmapColumn } from '#shared/api/results';
import { sendJson, type ApiServer } from '../../../test/api-server';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render';
import { signedInApi, type Handler } from '../../../test/signed-in-api';
import { SURVEY_ID } from '../test/survey-fixtures';
import { figureOf, HEAT_LEVELS, heatLevel } from './team-heatmap';

let server: ApiServer | undefined;

// Tooltips position themselves with floating-ui, which watches sizes; jsdom has no ResizeObserver.
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
});

const RESULTS = `/api/surveys/${SURVEY_ID}/results`;
const TEAMS = `${RESULTS}/teams`;
const survey = { id: SURVEY_ID, title: 'Team pulse', isAnonymous: true, anonymityThreshold: 3 };

/** The Results tab's own figures: shown, so the heatmap comes under them. */
const results = (round: number | null): SurveyResults => ({
  survey,
  rounds: [
    {
      round: 1,
      openedOn: '2026-11-02',
      invited: 9,
      responded: 9,
      participation: 100,
      shown: true,
      closed: false,
    },
    {
      round: 2,
      openedOn: '2026-11-09',
      invited: 9,
      responded: 6,
      participation: 67,
      shown: true,
      closed: false,
    },
  ],
  round,
  status: 'shown',
  responses: round === null ? 15 : 6,
  participation: 83,
  comparedWith: null,
  questions: [],
});

const LONG_QUESTION =
  'How likely are you to recommend working here to a friend or a family member, all things considered?';

const week: TeamHeatmapColumn = {
  questionId: 'q_rating1',
  question: 'How was your week?',
  kind: 'rating',
  min: 1,
  max: 5,
};
const recommend: TeamHeatmapColumn = {
  questionId: 'q_enps001',
  question: LONG_QUESTION,
  kind: 'enps',
  min: 0,
  max: 10,
};

const teams = (over: Partial<SurveyTeamResults> = {}): SurveyTeamResults => ({
  survey,
  round: null,
  from: null,
  to: null,
  status: 'shown',
  columns: [week, recommend],
  teams: [
    {
      teamId: 't1',
      team: 'Lighthouse',
      shown: true,
      responses: 4,
      cells: [
        { questionId: 'q_rating1', answered: 4, value: 4.2 },
        { questionId: 'q_enps001', answered: 4, value: 35 },
      ],
    },
    {
      teamId: 't2',
      team: 'Harbour',
      shown: true,
      responses: 3,
      cells: [
        { questionId: 'q_rating1', answered: 3, value: 2.1 },
        { questionId: 'q_enps001', answered: 0, value: null },
      ],
    },
    { teamId: 't3', team: 'Beacon', shown: false, responses: null, cells: [] },
  ],
  ...over,
});

async function openResults(routes: Record<string, Handler>) {
  const user = userEvent.setup();
  server = await signedInApi({
    [`GET ${RESULTS}`]: (_, res) => sendJson(res, 200, results(null)),
    [`GET ${RESULTS}?round=2`]: (_, res) => sendJson(res, 200, results(2)),
    ...routes,
  });
  renderApp(`/surveys/${SURVEY_ID}/responses`, { apiBaseUrl: server.baseUrl });
  await screen.findByRole('heading', { level: 1, name: 'Survey Responses' }, { timeout: 15_000 });
  const card = await screen.findByRole('region', { name: 'Results by team' }, { timeout: 10_000 });
  return { user, api: server, card };
}

const table = () => screen.findByRole('table', { name: /^Results by team,/ });

/** The text of each row's cells (its header first), as the table reads. */
const rowsOf = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) =>
        cell.querySelector('[data-testid="greyed-cell"] [aria-hidden="true"]')
          ? cell.querySelector('[aria-hidden="true"]')!.textContent
          : cell.textContent,
      ),
    );

/** A deferred answer: the route waits until the test lets it go. */
function held(body: unknown) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler: Handler = (_, res) => void gate.then(() => sendJson(res, 200, body));
  return { handler, release };
}

describe('the team heatmap', () => {
  it('loads in a named status, then shows each team by question, coloured by score, with the hidden teams greyed', async () => {
    const answer = held(teams());
    const { card } = await openResults({ [`GET ${TEAMS}`]: answer.handler });
    expect(
      await within(card).findByRole('status', { name: 'Loading results by team' }),
    ).toBeInTheDocument();
    answer.release();

    const heatmap = await table();
    expect(heatmap).toHaveAccessibleName('Results by team, all rounds');
    expect(
      within(heatmap)
        .getAllByRole('columnheader')
        .map((th) => [th.getAttribute('scope'), th.textContent]),
    ).toEqual([
      ['col', 'Team'],
      ['col', 'How was your week?Average, 1–5'],
      ['col', `${LONG_QUESTION}eNPS, −100 to +100`],
    ]);
    expect(
      within(heatmap)
        .getAllByRole('rowheader')
        .map((th) => [th.getAttribute('scope'), th.textContent]),
    ).toEqual([
      ['row', 'Lighthouse4 responses'],
      ['row', 'Harbour3 responses'],
      // Nothing of a hidden team, not even how many answered.
      ['row', 'Beacon'],
    ]);
    expect(rowsOf(heatmap).slice(1)).toEqual([
      ['Lighthouse4 responses', '4.2', '+35'],
      ['Harbour3 responses', '2.1', '—'],
      ['Beacon', 'Not shown'],
    ]);
    expect(
      within(heatmap)
        .getAllByTestId('heatmap-cell')
        .map((td) => td.dataset.level),
    ).toEqual(['High', 'Above the middle', 'Below the middle']);

    // The one sentence on hidden teams, with the survey's threshold; the key to the colours.
    const legend = within(card).getByTestId('heatmap-legend');
    expect(legend).toHaveTextContent(
      'Not shown: fewer than 3 of this team’s people answered together, or showing it beside another team would single someone out.',
    );
    expect(within(legend).getByRole('list', { name: 'Colour key' })).toHaveTextContent(
      'LowBelow the middleMiddleAbove the middleHighNot shown or no answers',
    );
    // A short title's whole text on hover; a long one's in a tooltip its header can be focused for.
    expect(within(heatmap).getByTitle('How was your week?')).toBeInTheDocument();

    expect(await axeViolations(card)).toEqual([]);
  });

  it('tells keyboard and screen-reader users why a cell is greyed', async () => {
    const { user } = await openResults({
      [`GET ${TEAMS}`]: (_, res) => sendJson(res, 200, teams()),
    });
    const heatmap = await table();
    // Screen readers hear the reason with the cell itself.
    const hidden = within(heatmap).getByRole('cell', { name: /^Not shown: fewer than 3 of/ });
    expect(hidden).toHaveAttribute('colspan', '2');
    const empty = within(heatmap).getByRole('cell', { name: /^No answers: none of this team’s/ });

    // From the table's scroll region, Tab reaches the long title, then each greyed cell in turn;
    // Escape puts each tip away and focus stays. (Escape before each Tab: in jsdom a blur and the
    // next focus run in one task, so the tip left behind closes after the next one opened; a
    // browser settles each event before the next.)
    act(() => screen.getByTestId('heatmap-scroll').focus());
    await user.tab();
    expect(document.activeElement).toHaveTextContent(LONG_QUESTION);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_QUESTION);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    await user.tab();
    expect(empty.contains(document.activeElement)).toBe(true);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'No answers: none of this team’s people answered this question in the answers shown.',
    );
    expect(document.activeElement).toHaveAccessibleDescription(/^No answers: none of/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(empty.contains(document.activeElement)).toBe(true);

    await user.tab();
    expect(hidden.contains(document.activeElement)).toBe(true);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /^Not shown: fewer than 3 of this team’s people answered together/,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(hidden.contains(document.activeElement)).toBe(true);
  });

  it('follows the round picked above, and asks for a range of days only with All rounds', async () => {
    const { user, api, card } = await openResults({
      [`GET ${TEAMS}`]: (_, res) => sendJson(res, 200, teams()),
      [`GET ${TEAMS}?round=2`]: (_, res) => sendJson(res, 200, teams({ round: 2 })),
      [`GET ${TEAMS}?from=2026-11-02&to=2026-11-08`]: (_, res) =>
        sendJson(res, 200, teams({ from: '2026-11-02', to: '2026-11-08' })),
    });
    await table();
    const from = within(card).getByLabelText('From');
    const to = within(card).getByLabelText('To');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Round' }), '2');
    expect(await table()).toHaveAccessibleName('Results by team, round 2');
    expect(from).toBeDisabled();
    expect(to).toBeDisabled();
    expect(card).toHaveTextContent('Showing round 2, as picked above.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Round' }), 'all');
    await waitFor(() => expect(from).toBeEnabled());
    fireEvent.change(from, { target: { value: '2026-11-02' } });
    fireEvent.change(to, { target: { value: '2026-11-08' } });
    await waitFor(async () =>
      expect(await table()).toHaveAccessibleName(/^Results by team, answers released from /),
    );

    const asked = api.requests.map((r) => r.url).filter((url) => url.startsWith(TEAMS));
    expect(asked).toContain(`${TEAMS}?round=2`);
    expect(asked).toContain(`${TEAMS}?from=2026-11-02&to=2026-11-08`);
    // Never a round and days together.
    expect(asked.filter((url) => url.includes('round=') && url.includes('from='))).toEqual([]);
  });

  it('refuses a From after To, says why, and asks for nothing', async () => {
    const { api, card } = await openResults({
      [`GET ${TEAMS}`]: (_, res) => sendJson(res, 200, teams()),
    });
    await table();
    const from = within(card).getByLabelText('From');
    fireEvent.change(within(card).getByLabelText('To'), { target: { value: '2026-11-10' } });
    fireEvent.change(from, { target: { value: '2026-11-20' } });

    expect(await within(card).findByText('From must be on or before To.')).toBeVisible();
    expect(card).toHaveTextContent('for the days picked.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription(/From must be on or before To\./);
    expect(screen.queryByRole('table', { name: /^Results by team,/ })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.includes('from=2026-11-20'))).toEqual([]);
  });

  it('says in words that the teams wait for more answers, and nothing else', async () => {
    const { card } = await openResults({
      [`GET ${TEAMS}`]: (_, res) =>
        sendJson(res, 200, teams({ status: 'waiting', columns: [], teams: [] })),
    });
    const waiting = await within(card).findByTestId('team-heatmap-waiting');
    expect(waiting).toHaveTextContent(
      'Results by team of all rounds are waiting for more answers.',
    );
    expect(waiting).toHaveTextContent('at least 3 people’s answers have been released together');
    expect(screen.queryByRole('table', { name: /^Results by team,/ })).not.toBeInTheDocument();
    expect(await axeViolations(card)).toEqual([]);
  });

  it('says a survey has no teams and links to where teams are assigned', async () => {
    const { card } = await openResults({
      [`GET ${TEAMS}`]: (_, res) => sendJson(res, 200, teams({ teams: [] })),
    });
    expect(await within(card).findByText('This survey has no teams')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Assign teams' })).toHaveAttribute(
      'href',
      `/surveys/${SURVEY_ID}/edit`,
    );
  });

  it('says the teams failed to load and loads them again on Retry', async () => {
    const { user, api, card } = await openResults({
      [`GET ${TEAMS}`]: (_, res) =>
        sendJson(res, 500, {
          message: 'Server temporarily unavailable',
          errorType: 'server_error',
        }),
    });
    expect(await within(card).findByText('Failed to load results by team')).toBeVisible();
    api.answer((req, res) =>
      req.url === TEAMS
        ? sendJson(res, 200, teams())
        : req.url === RESULTS
          ? sendJson(res, 200, results(null))
          : sendJson(res, 404, {}),
    );
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
    expect(within(card).queryByText('Failed to load results by team')).not.toBeInTheDocument();
  });
});

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** A palette colour ('red.300') as Chakra defines it. */
const colour = (token: string) => {
  const [hue, step] = token.split('.') as [string, string];
  const palette = chakraTheme.tokens.colors as unknown as Record<
    string,
    Record<string, { value: string }>
  >;
  return palette[hue]![step]!.value;
};

describe('the heatmap’s scale', () => {
  it('writes every figure at AA contrast on its colour, light and dark', () => {
    // Cells are written in `fg`: black in light mode, gray.50 in dark.
    for (const level of HEAT_LEVELS) {
      expect(contrast('#000000', colour(level.light))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour('gray.50'), colour(level.dark))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('places a rating by its own scale and an eNPS on −100..100', () => {
    const rating = (min: number, max: number): TeamHeatmapColumn => ({
      questionId: 'q',
      question: 'q',
      kind: 'rating',
      min,
      max,
    });
    const levelOf = (column: TeamHeatmapColumn, value: number) =>
      HEAT_LEVELS[heatLevel(column, value)]!.label;
    expect(levelOf(rating(1, 5), 1)).toBe('Low');
    expect(levelOf(rating(1, 5), 3)).toBe('Middle');
    expect(levelOf(rating(1, 5), 5)).toBe('High');
    expect(levelOf(rating(0, 10), 3)).toBe('Below the middle');
    expect(levelOf(recommend, -100)).toBe('Low');
    expect(levelOf(recommend, 0)).toBe('Middle');
    expect(levelOf(recommend, 100)).toBe('High');
    expect(figureOf(rating(1, 5), 4)).toBe('4.0');
    expect(figureOf(recommend, -20)).toBe('−20');
    expect(figureOf(recommend, 0)).toBe('0');
  });
});
