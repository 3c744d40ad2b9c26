import { beforeAll, describe, expect, it } from 'vitest';
import { teamResponse, type Team } from '#shared/api/teams';
import { makePng } from '../../functions/src/formats/images/images.fixtures';
import { apiUrl, uniqueEmail } from './support/auth-api';
import { createSurvey, sendSurvey, surveyMail } from './support/responses-api';
import {
  createTeam,
  expectSamePicture,
  form,
  images,
  register,
  send,
  type Person,
} from './support/teams-api';

/*
 * Survey e-mails show the team's logo from its public path on the app's origin (decision 0039):
 * not a link signed for each mail, which broke within hours, and the same for every recipient.
 * The local runtime serves the path from the S3 stand-in, as CloudFront serves it from the bucket.
 */

let owner: Person;
let team: Team;

beforeAll(async () => {
  owner = await register('Lorna', uniqueEmail('mail-logo-owner'));
  team = await createTeam(owner, 'Logo mailers');
});

async function uploadLogo(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const response = await send('UpdateTeam', {
    token: owner.token,
    params: { teamId: team.id },
    form: form({ logo: { bytes, filename: 'logo.png', type: 'image/png' } }),
  });
  expect(response.status, response.text).toBe(200);
  return teamResponse.parse(response.body).team.logo_url as string;
}

/** The `src` of the one image in a mail's HTML. */
function logoIn(html: string): string {
  const sources = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1] as string);
  expect(sources).toHaveLength(1);
  return (sources[0] as string).replaceAll('&amp;', '&');
}

async function fetched(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

describe('the logo in survey e-mails', () => {
  const first = new Uint8Array(makePng(24, 12));
  const second = images.png;
  let firstUrl = '';

  it('is the logo’s public path, the same for every recipient, serving the uploaded picture', async () => {
    const signedLink = await uploadLogo(first);
    const survey = await createSurvey(owner, { teamId: team.id, title: 'Logo pulse' });
    const [a, b] = [uniqueEmail('mail-logo-a'), uniqueEmail('mail-logo-b')];
    expect((await sendSurvey(owner, survey.id, { recipients: `${a}, ${b}` })).sent).toBe(2);

    firstUrl = logoIn((await surveyMail(a, survey.id)).html);
    const prefix = `${apiUrl()}/logos/${team.id}/`;
    expect(firstUrl.startsWith(prefix), firstUrl).toBe(true);
    expect(firstUrl.slice(prefix.length)).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(logoIn((await surveyMail(b, survey.id)).html)).toBe(firstUrl);
    expect(firstUrl).not.toMatch(/X-Amz|Signature|Expires|token/i);

    const logo = await fetched(firstUrl);
    expect(logo.status).toBe(200);
    expect(logo.type).toBe('image/png');
    expect(logo.cacheControl).toBe('public, max-age=31536000, immutable');
    expectSamePicture(logo.bytes, first);
    // The very bytes the team page's own (signed) link serves.
    expect(logo.bytes).toEqual((await fetched(signedLink)).bytes);
  });

  it('changes with a new logo; the replaced one is no longer served', async () => {
    await uploadLogo(second);
    const survey = await createSurvey(owner, { teamId: team.id, title: 'Second logo pulse' });
    const c = uniqueEmail('mail-logo-c');
    expect((await sendSurvey(owner, survey.id, { recipients: c })).sent).toBe(1);

    const secondUrl = logoIn((await surveyMail(c, survey.id)).html);
    expect(secondUrl).not.toBe(firstUrl);
    expect(secondUrl.startsWith(`${apiUrl()}/logos/${team.id}/`)).toBe(true);
    const logo = await fetched(secondUrl);
    expect(logo.status).toBe(200);
    expectSamePicture(logo.bytes, second);
    expect((await fetched(firstUrl)).status).toBe(403);
  });

  it('serves nothing else of the files bucket at the public path', async () => {
    const { origin } = new URL(firstUrl);
    const key = new URL(firstUrl).pathname;
    for (const path of [
      key.replace('/logos/', '/avatars/'),
      `/logos/${team.id}/not-a-logo-name-at-all.png`,
      `/logos/${team.id}/../../avatars/x.png`,
      '/logos/',
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).not.toBe(200);
      expect(response.headers.get('content-type') ?? '', path).not.toMatch(/^image\//);
    }
  });
});
