import { chromium } from 'playwright-core';
const base = 'http://localhost:3710';
const out = '/tmp/shots';
const j = (r) => r.json();
async function api(path, { method = 'GET', token, json } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}
const email = `nora.${Date.now()}@example.com`;
const reg = await api('/api/auth/register', { method: 'POST', json: { firstName: 'Nora', lastName: 'Quinn', email, password: 'Sturdy-Pass-42!', acceptTerms: true } });
console.log('register', reg.status);
const token = reg.body.token;
await new Promise((r) => setTimeout(r, 800));
const mails = await (await fetch(base + '/dev/api/mail')).json();
const mail = mails.find((m) => [m.to].flat().includes(email));
const vtoken = mail.text.match(/verify-email\?token=([\w-]+)/)[1];
console.log('verify', (await api('/api/auth/verify-email', { method: 'POST', json: { token: vtoken } })).status);
const team = await api('/api/teams', { method: 'POST', token, json: { name: 'Platform Team', description: 'Keeps things running' } });
const survey = await api('/api/surveys', { method: 'POST', token, json: { title: 'Weekly pulse', description: 'Two minutes.', timezone: 'UTC', teamId: team.body.team.id, questions: [
  { type: 'rating', text: 'How likely are you to recommend working on this team to a friend?', required: true, order: 1, options: { min: 1, max: 10, labels: ['Not at all', 'Extremely'] } },
  { type: 'textarea', text: 'What should we change?', required: false, order: 2 },
] } });
console.log('survey', survey.status, JSON.stringify(survey.body).slice(0, 200));
const surveyId = survey.body.survey?.id;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
async function shot(name, url, { width = 1366, height = 900, scheme = 'light', signedIn = true, before, after } = {}) {
  const ctx = await browser.newContext({ viewport: { width, height }, colorScheme: scheme });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(base + '/login');
  await page.evaluate(([t, s]) => { localStorage.setItem('tourSeen', 'true'); localStorage.setItem('theme', s); if (t) localStorage.setItem('token', t); }, [signedIn ? token : null, scheme]);
  if (before) await before(page);
  await page.goto(base + url);
  await page.waitForTimeout(2500);
  if (after) await after(page);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: false });
  if (errors.length) console.log(name, 'console errors:', errors.slice(0, 3));
  await ctx.close();
}





await shot('login-failed-desktop-light', '/login', { signedIn: false, after: async (page) => {
  await page.getByLabel('Email').fill(email); await page.screenshot({ path: '/tmp/shots/login-before.png' }); await page.locator('input[name=password]').fill('wrong-pass-1'); await page.locator('button[type=submit]').click(); await page.waitForTimeout(2000);
} });
if (surveyId) {
  await shot('survey-scale-phone-light', `/survey/${surveyId}`, { width: 375, height: 800, signedIn: false });
  await shot('survey-scale-phone-dark', `/survey/${surveyId}?token=cut-short`, { width: 375, height: 800, scheme: 'dark', signedIn: false });
  await shot('send-dialog-desktop-light', `/surveys`, { after: async (page) => {
    const send = page.getByRole('button', { name: /^Send/ }).first(); await send.click(); await page.waitForTimeout(1000);
    await page.getByRole('textbox', { name: /^Recipients/ }).fill('ana@example.com, bad@example.invalid'); await page.getByRole('button', { name: 'Send Survey' }).click(); await page.waitForTimeout(3000);
  } });
}
await shot('help-desktop-dark', '/dashboard', { scheme: 'dark', after: async (page) => { await page.keyboard.press('Alt+Shift+Slash'); await page.waitForTimeout(800); } });
await browser.close();
