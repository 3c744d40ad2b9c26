import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EligiblePayoutsResponse, ReferralStatsResponse } from '#shared/api/referrals';
import { loadAppIntl } from '../../../i18n/intl';
import { reloadLanguage, setLanguage } from '../../../i18n/language';
import { preferenceKeys } from '../../../lib/accessibility';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render';
import { ReferralsPage } from './referrals-page';

const stats: ReferralStatsResponse = {
  referralLink: 'http://localhost:3000/register?ref=abcdefABCDEF',
  stats: { total: 2, completed: 1, pending: 1 },
  rewards: [
    { id: 'r1', description: 'Free month', value: 100, expires_at: '2027-01-31', used: false },
  ],
  referrals: [
    {
      id: 'u1',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      status: 'completed',
      joined_at: '2026-10-05T12:00:00.000Z',
    },
  ],
};
const payouts: EligiblePayoutsResponse = {
  eligibleCommissions: [{ id: 'c1', month: '2026-09', amount: 1234.5, referred_user_id: null }],
};

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  localStorage.removeItem(preferenceKeys.language);
  reloadLanguage();
});

async function open() {
  server = await startApiServer((req, res) =>
    sendJson(res, 200, req.url?.includes('eligible-payouts') ? payouts : stats),
  );
  renderWithProviders(<ReferralsPage />, { apiBaseUrl: server.baseUrl });
}

describe('ReferralsPage', () => {
  it('states the terms, the rewards, the payouts and the referrals', async () => {
    await open();

    expect(screen.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('rewards-banner')).getByText('Give 50% off, earn 20%'),
    ).toBeInTheDocument();
    expect(await screen.findByText('100% off · expires Jan 31, 2027')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Request Payout for September 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Joined Oct 5, 2026')).toBeInTheDocument();
  });

  it('speaks German, with German dates, amounts and percentages', async () => {
    await loadAppIntl('de');
    setLanguage('de');
    await open();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Empfehlungsprogramm' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('rewards-banner')).getByText(
        '50 % Rabatt schenken, 20 % verdienen',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('100 % Rabatt · gültig bis 31. Jan. 2027')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Auszahlung für September 2026 anfordern' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1.234,50 $')).toBeInTheDocument();
    expect(screen.getByText('Beigetreten am 5. Okt. 2026')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('referrals-table')).getByText('Abgeschlossen'),
    ).toBeInTheDocument();
  });
});
