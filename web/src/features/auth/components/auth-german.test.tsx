import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAppIntl } from '../../../i18n/intl';
import { setLanguage } from '../../../i18n/language';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';

let server: ApiServer | undefined;

afterEach(async () => {
  setLanguage('en');
  await server?.close();
  server = undefined;
});

async function openInGerman(path: string) {
  server = await startApiServer((req, res) => {
    if (req.method === 'GET' && req.url.startsWith('/api/auth/config')) {
      sendJson(res, 200, { google: { clientId: null } });
      return;
    }
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  await loadAppIntl('de');
  setLanguage('de');
  renderApp(path, { apiBaseUrl: server.baseUrl });
}

describe('the sign-in and registration screens in German (decision 0061)', () => {
  it('signs in in German: heading, fields, the rules’ messages and the way to register', async () => {
    await openInGerman('/login');
    await screen.findByRole('heading', { level: 1, name: 'Bei Candor anmelden' });
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('E-Mail ist erforderlich')).toBeVisible();
    expect(screen.getByText('Passwort ist erforderlich')).toBeVisible();
    expect(screen.queryByText(/Sign in|Email|Password/)).not.toBeInTheDocument();
  });

  it('registers in German, with the referral banner and the terms in words', async () => {
    await openInGerman('/register?ref=ABC123');
    const banner = (await screen.findByText('Empfehlung angewendet!')).closest('[role]');
    expect(banner ?? document.body).toHaveTextContent(
      'Code ABC123: Du bekommst 50 % Rabatt auf deinen ersten Monat',
    );
    expect(screen.getByText('Ich stimme den Nutzungsbedingungen zu')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kostenlos starten' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Nutzungsbedingungen lesen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nutzungsbedingungen' });
    expect(within(dialog).getByRole('button', { name: 'Ich stimme zu' })).toBeVisible();
  });
});
