import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationsResponse } from '#shared/api/notifications';
import {
  invitationInfoResponse,
  inviteResponse,
  memberResponse,
  messageResponse,
  teamResponse,
  teamsResponse,
  type Team,
  type TeamMember,
} from '#shared/api/teams';
import { BRAND_PALETTE, DEFAULT_BRAND_COLOR, IMAGE_MAX_BYTES } from '#shared/domain/brand';
import {
  makeJpeg,
  makeJpegShell,
  makePng,
} from '../../functions/src/formats/images/images.fixtures';
import { apiUrl, call, expectError, uniqueEmail } from './support/auth-api';
import { askUpload, uploadImage } from './support/image-upload';
import { UPLOAD_MISSING } from '../../functions/src/domain/image-uploads';
import { grantPlan } from './support/billing-api';
import {
  ALREADY_MEMBER,
  INVITATION_PATH,
  TEAM_NOT_FOUND,
  addMember,
  createTeam,
  expectSamePicture,
  form,
  getTeam,
  images,
  invitationMail,
  invitationMails,
  invitationToken,
  join,
  register,
  roster,
  send,
  teamCalls,
  type Person,
} from './support/teams-api';

/*
 * Teams as their owners, admins and members use them: creating and listing, editing and
 * branding, the roster, the invitation journey through the mailbox, roles and removal, bad ids,
 * and that nothing about one team reaches people who are not on it. Who may call what, route by
 * route, is teams-role-matrix.test.ts.
 */

const INVALID_LINK = 'This invitation link is invalid or has expired';

let owner: Person;

beforeAll(async () => {
  owner = await register('Tess', uniqueEmail('teams-owner'), 'Owner');
  // This journey puts more people on rosters than Starter allows; the limits have their own tests.
  await grantPlan(owner.userId, 'enterprise');
});

const teamsOf = async (person: Person) => {
  const response = await send('ListTeams', { token: person.token });
  expect(response.status, response.text).toBe(200);
  return teamsResponse.parse(response.body).teams;
};

const notificationsOf = async (person: Person) => {
  const response = await call('GET', '/api/notifications', { token: person.token });
  expect(response.status, response.text).toBe(200);
  return notificationsResponse.parse(response.body).notifications;
};

const updateTeam = (person: Person, teamId: string, data: FormData) =>
  send('UpdateTeam', { token: person.token, params: { teamId }, form: data });

const setColor = (person: Person, teamId: string, color: string) =>
  send('SetTeamColor', { token: person.token, params: { teamId }, json: { brand_color: color } });

const invite = (person: Person, teamId: string, email: string, role: 'admin' | 'member') =>
  send('InviteTeamMember', { token: person.token, params: { teamId }, json: { email, role } });

const lookup = (token: string) => send('GetTeamInvitation', { json: { token } });

const accept = (person: Person, token: string) =>
  send('AcceptTeamInvitation', { token: person.token, json: { token } });

const setRole = (person: Person, teamId: string, memberId: string, role: string) =>
  send('UpdateTeamMember', { token: person.token, params: { teamId, memberId }, json: { role } });

const remove = (person: Person, teamId: string, memberId: string) =>
  send('RemoveTeamMember', { token: person.token, params: { teamId, memberId } });

const entryFor = (members: TeamMember[], email: string) =>
  members.find((m) => m.email.toLowerCase() === email.toLowerCase());

/** The bytes and type a logo URL serves. */
async function served(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

describe('creating a team', () => {
  it('answers 201 with the caller as owner, one member, no surveys and the default colour', async () => {
    const response = await send('CreateTeam', {
      token: owner.token,
      json: { name: '  Platform crew  ' },
    });

    expect(response.status, response.text).toBe(201);
    const { team } = teamResponse.parse(response.body);
    expect(team).toMatchObject({
      name: 'Platform crew',
      description: '',
      logo_url: null,
      brand_color: DEFAULT_BRAND_COLOR,
      created_by: owner.userId,
      current_user_id: owner.userId,
      current_user_role: 'owner',
      members: [{ user_id: owner.userId, role: 'owner' }],
      member_count: 1,
      survey_count: 0,
      response_count: 0,
    });
    expect(DEFAULT_BRAND_COLOR).toBe('#3B82F6');
    expect(Number.isNaN(Date.parse(team.created_at))).toBe(false);
    expect(await getTeam(owner, team.id)).toEqual(team);

    const members = await roster(owner, team.id);
    expect(members).toEqual([
      expect.objectContaining({
        email: owner.email,
        first_name: 'Tess',
        last_name: 'Owner',
        role: 'admin',
        is_owner: true,
        user_id: owner.userId,
        status: 'active',
      }),
    ]);
  });

  it('keeps a description', async () => {
    const team = await createTeam(owner, 'Described crew', 'We keep the lights on');
    expect(team.description).toBe('We keep the lights on');
  });

  it.each([
    ['a blank name', { name: '   ' }, 'Team name is required'],
    ['no name', { description: 'Nameless' }, 'Team name is required'],
    [
      'a name over 100 characters',
      { name: 'x'.repeat(101) },
      'Team name must be at most 100 characters',
    ],
  ])('refuses %s with 400 and makes no team', async (_case, json, message) => {
    const before = (await teamsOf(owner)).length;
    const response = await send('CreateTeam', { token: owner.token, json });
    const error = expectError(response, 400, 'validation_error');
    expect(error.fields).toEqual({ name: message });
    expect(await teamsOf(owner)).toHaveLength(before);
  });
});

describe('listing teams', () => {
  it("lists the caller's teams with their counts and the caller's role in each, and no others", async () => {
    const lister = await register('Lena');
    const stranger = await register('Sam');
    const own = await createTeam(lister, 'Lena owns this');
    const helped = await createTeam(owner, 'Lena helps here');
    await join(owner, helped.id, lister, 'admin');
    await addMember(owner, helped.id, 'Rosa Roster', uniqueEmail('teams-rosa'));
    const joined = await createTeam(owner, 'Lena sits in');
    await join(owner, joined.id, lister, 'member');
    const other = await createTeam(stranger, 'Not for Lena');

    const teams = await teamsOf(lister);

    expect(teams.map((t) => t.id).sort()).toEqual([own.id, helped.id, joined.id].sort());
    const byId = new Map(teams.map((t) => [t.id, t]));
    expect(byId.get(own.id)).toMatchObject({
      name: 'Lena owns this',
      current_user_role: 'owner',
      current_user_id: lister.userId,
      created_by: lister.userId,
      member_count: 1,
      survey_count: 0,
      response_count: 0,
    });
    expect(byId.get(helped.id)).toMatchObject({
      current_user_role: 'admin',
      created_by: owner.userId,
      member_count: 3,
    });
    expect(byId.get(joined.id)).toMatchObject({ current_user_role: 'member', member_count: 2 });
    expect(teams.some((t) => t.id === other.id)).toBe(false);
    expect((await teamsOf(stranger)).map((t) => t.id)).toEqual([other.id]);
  });

  it('lists nothing for someone on no team', async () => {
    expect(await teamsOf(await register('Nell'))).toEqual([]);
  });
});

describe('editing a team', () => {
  let team: Team;
  beforeAll(async () => {
    team = await createTeam(owner, 'Editable', 'First words');
  });

  it('changes the name and the description (multipart), and nothing else', async () => {
    const response = await updateTeam(
      owner,
      team.id,
      form({ name: 'Edited crew', description: 'Second words' }),
    );

    expect(response.status, response.text).toBe(200);
    expect(teamResponse.parse(response.body).team).toMatchObject({
      id: team.id,
      name: 'Edited crew',
      description: 'Second words',
    });
    const now = await getTeam(owner, team.id);
    // ...and a new version (decision 0025).
    expect(now).toEqual({
      ...team,
      name: 'Edited crew',
      description: 'Second words',
      version: team.version + 1,
    });
  });

  it('changes the description alone and may clear it', async () => {
    const response = await updateTeam(owner, team.id, form({ description: '' }));
    expect(response.status, response.text).toBe(200);
    expect(await getTeam(owner, team.id)).toMatchObject({ name: 'Edited crew', description: '' });
  });

  it.each([
    ['a blank name', form({ name: '  ' })],
    ['nothing to change', form({})],
  ])('refuses %s with 400 and changes nothing', async (_case, data) => {
    const before = await getTeam(owner, team.id);
    expectError(await updateTeam(owner, team.id, data), 400, 'validation_error');
    expect(await getTeam(owner, team.id)).toEqual(before);
  });
});

describe('the brand colour', () => {
  let team: Team;
  beforeAll(async () => {
    team = await createTeam(owner, 'Colourful');
  });

  it('takes every palette colour through PATCH .../color', async () => {
    expect(BRAND_PALETTE).toHaveLength(10);
    for (const color of [...BRAND_PALETTE].reverse()) {
      const response = await setColor(owner, team.id, color);
      expect(response.status, response.text).toBe(200);
      expect(teamResponse.parse(response.body).team.brand_color).toBe(color);
      expect((await getTeam(owner, team.id)).brand_color).toBe(color);
    }
  });

  it('takes any #RRGGBB value, in either case', async () => {
    const response = await setColor(owner, team.id, '#a1b2c3');
    expect(response.status, response.text).toBe(200);
    expect((await getTeam(owner, team.id)).brand_color.toUpperCase()).toBe('#A1B2C3');
  });

  it('takes primaryColor through the multipart update', async () => {
    const response = await updateTeam(owner, team.id, form({ primaryColor: '#10B981' }));
    expect(response.status, response.text).toBe(200);
    expect(teamResponse.parse(response.body).team.brand_color).toBe('#10B981');
    expect(await getTeam(owner, team.id)).toMatchObject({
      brand_color: '#10B981',
      name: 'Colourful',
    });
  });

  it.each(['#12345G', 'blue', '#FFF', '3B82F6', '#3B82F6FF', ''])(
    'refuses %j with 400 on both routes and keeps the colour',
    async (color) => {
      const before = await getTeam(owner, team.id);
      const patched = expectError(await setColor(owner, team.id, color), 400, 'validation_error');
      expect(Object.keys(patched.fields ?? {})).toEqual(['brand_color']);
      const put = await updateTeam(owner, team.id, form({ primaryColor: color }));
      expectError(put, 400, 'validation_error');
      expect(await getTeam(owner, team.id)).toEqual(before);
    },
  );
});

describe('the logo', () => {
  let team: Team;
  beforeAll(async () => {
    team = await createTeam(owner, 'Logo crew');
  });

  const upload = (bytes: Uint8Array<ArrayBuffer>, filename: string, type: string) =>
    updateTeam(owner, team.id, form({ logo: { bytes, filename, type } }));

  it('takes a real PNG and serves its bytes at logo_url', async () => {
    const response = await upload(images.png, 'logo.png', 'image/png');

    expect(response.status, response.text).toBe(200);
    const { team: updated } = teamResponse.parse(response.body);
    expect(updated.logo_url).toEqual(expect.any(String));
    const logo = await served(updated.logo_url as string);
    expect(logo.status).toBe(200);
    expect(logo.type).toBe('image/png');
    expectSamePicture(logo.bytes, images.png);
    const again = await getTeam(owner, team.id);
    expectSamePicture((await served(again.logo_url as string)).bytes, images.png);
    expect(again).toMatchObject({ name: 'Logo crew', brand_color: DEFAULT_BRAND_COLOR });
  });

  it.each([
    // A GIF is stored as a PNG of its first frame; a JPEG stays a JPEG.
    ['a GIF', images.gif, 'image/png'],
    ['a JPEG', new Uint8Array(makeJpeg(32, 24)), 'image/jpeg'],
  ])('takes %s, judged by its bytes whatever its name says', async (_case, bytes, type) => {
    const response = await upload(bytes, 'logo.png', 'image/png');
    expect(response.status, response.text).toBe(200);
    const logo = await served(teamResponse.parse(response.body).team.logo_url as string);
    expect(logo.type).toBe(type);
    expectSamePicture(logo.bytes, bytes);
  });

  it('takes a valid PNG of exactly 5242880 bytes (padded with a private chunk) uploaded straight to the file store', async () => {
    const bytes = new Uint8Array(makePng(64, 64, { padTo: IMAGE_MAX_BYTES }));
    // Through the API it would not fit in a function's 6 MB request once in the event.
    expect((await upload(bytes, 'big.png', 'image/png')).status).toBe(413);
    const { uploadId } = await uploadImage(owner.token, { teamId: team.id }, bytes, 'image/png');
    const response = await updateTeam(owner, team.id, form({ logoUpload: uploadId }));
    expect(response.status, response.text).toBe(200);
    const logo = await served(teamResponse.parse(response.body).team.logo_url as string);
    // The same picture, without the 5 MB of its private chunk: only pixels are kept.
    expectSamePicture(logo.bytes, bytes);
    expect(logo.bytes.length).toBeLessThan(100_000);
    // An upload is used once: saved again, it is gone.
    const again = expectError(
      await updateTeam(owner, team.id, form({ logoUpload: uploadId })),
      400,
      'validation_error',
      UPLOAD_MISSING,
    );
    expect(again.fields).toEqual({ logoUpload: UPLOAD_MISSING });
    // Back to the small one for the refusals below.
    expect((await upload(images.png, 'logo.png', 'image/png')).status).toBe(200);
  });

  it('gives an upload URL to the owner only, for a PNG, JPEG or GIF of at most 5 MB', async () => {
    const png = { contentType: 'image/png', size: 1000 };
    const admin = await register('Ada', uniqueEmail('logo-admin'), 'Admin');
    await join(owner, team.id, admin, 'admin');
    expectError(await askUpload(admin.token, { teamId: team.id }, png), 403, 'forbidden');
    const stranger = await register('Sol', uniqueEmail('logo-stranger'), 'Stranger');
    expectError(await askUpload(stranger.token, { teamId: team.id }, png), 404, 'not_found');
    const tooLarge = expectError(
      await askUpload(owner.token, { teamId: team.id }, { ...png, size: IMAGE_MAX_BYTES + 1 }),
      400,
      'validation_error',
    );
    expect(tooLarge.fields).toEqual({ size: 'Image size must be less than 5MB' });
    const webp = expectError(
      await askUpload(owner.token, { teamId: team.id }, { contentType: 'image/webp', size: 10 }),
      400,
      'validation_error',
    );
    expect(webp.fields).toEqual({ contentType: 'Please select a PNG, JPEG or GIF image' });
  });

  it("refuses an upload that is not this team's, or larger than it said, and keeps the logo", async () => {
    const other = await createTeam(owner, 'Other logo crew');
    const theirs = await uploadImage(owner.token, { teamId: other.id }, images.png, 'image/png');
    expectError(
      await updateTeam(owner, team.id, form({ logoUpload: theirs.uploadId })),
      400,
      'validation_error',
      UPLOAD_MISSING,
    );
    // S3 refuses a PUT of another length than signed; the save checks the size again anyway.
    const padded = new Uint8Array(IMAGE_MAX_BYTES + 1);
    padded.set(images.png);
    const over = await uploadImage(owner.token, { teamId: team.id }, padded, 'image/png', 1000);
    const error = expectError(
      await updateTeam(owner, team.id, form({ logoUpload: over.uploadId })),
      400,
      'validation_error',
      'Image size must be less than 5MB',
    );
    expect(error.fields).toEqual({ logoUpload: 'Image size must be less than 5MB' });
    expectError(
      await updateTeam(owner, team.id, form({ logoUpload: 'not-an-upload' })),
      400,
      'validation_error',
    );
    expectSamePicture(
      (await served((await getTeam(owner, team.id)).logo_url as string)).bytes,
      images.png,
    );
  });

  it('refuses three bytes that start like a JPEG, a PNG with a broken checksum, a JPEG whose pixels cannot be decoded and a WebP', async () => {
    const broken = new Uint8Array(makePng(4, 4));
    broken[broken.length - 20] = (broken[broken.length - 20] ?? 0) ^ 0xff;
    for (const [bytes, name] of [
      [new Uint8Array([0xff, 0xd8, 0xff]), 'logo.jpg'],
      [broken, 'logo.png'],
      [new Uint8Array(makeJpegShell(16, 8)), 'logo.jpg'],
      [images.webp, 'logo.webp'],
    ] as const) {
      const error = expectError(
        await upload(bytes, name, 'image/jpeg'),
        400,
        'validation_error',
        'Please select an image file',
      );
      expect(error.fields).toEqual({ logo: 'Please select an image file' });
    }
    const now = await getTeam(owner, team.id);
    expectSamePicture((await served(now.logo_url as string)).bytes, images.png);
  });

  it('refuses a logo of 9000 x 10 pixels, saying the limit', async () => {
    const error = expectError(
      await upload(new Uint8Array(makeJpeg(9000, 10)), 'wide.jpg', 'image/jpeg'),
      400,
      'validation_error',
      'Please select an image file',
    );
    expect(error.details).toContain('at most 8000 pixels a side');
  });

  it('deletes the old logo file once the team points at the new one', async () => {
    const first = await upload(new Uint8Array(makePng(3, 3)), 'a.png', 'image/png');
    expect(first.status, first.text).toBe(200);
    const oldUrl = teamResponse.parse(first.body).team.logo_url as string;
    expect((await served(oldUrl)).status).toBe(200);

    const second = await upload(images.png, 'b.png', 'image/png');
    expect(second.status, second.text).toBe(200);
    const newUrl = teamResponse.parse(second.body).team.logo_url as string;
    expect(new URL(newUrl).pathname).not.toBe(new URL(oldUrl).pathname);
    expectSamePicture((await served(newUrl)).bytes, images.png);
    // The S3 stand-in no longer holds the replaced file.
    expect((await served(oldUrl)).status).toBe(404);
  });

  it('refuses a text file named logo.png and keeps the logo', async () => {
    const text = new TextEncoder().encode('not an image, just words\n');
    const error = expectError(
      await upload(text, 'logo.png', 'image/png'),
      400,
      'validation_error',
      'Please select an image file',
    );
    expect(error.fields).toEqual({ logo: 'Please select an image file' });
    const now = await getTeam(owner, team.id);
    expectSamePicture((await served(now.logo_url as string)).bytes, images.png);
  });

  it('refuses 5242881 bytes and keeps the logo', async () => {
    expect(IMAGE_MAX_BYTES).toBe(5_242_880);
    const bytes = new Uint8Array(IMAGE_MAX_BYTES + 1);
    bytes.set(images.png);
    // As a file part it is over a function's request before any check: 413.
    expectError(await upload(bytes, 'huge.png', 'image/png'), 413, 'payload_too_large');
    const over = await uploadImage(owner.token, { teamId: team.id }, bytes, 'image/png', 1000);
    const error = expectError(
      await updateTeam(owner, team.id, form({ logoUpload: over.uploadId })),
      400,
      'validation_error',
      'Image size must be less than 5MB',
    );
    expect(error.fields).toEqual({ logoUpload: 'Image size must be less than 5MB' });
    const now = await getTeam(owner, team.id);
    expectSamePicture((await served(now.logo_url as string)).bytes, images.png);
  });
});

describe('adding members', () => {
  let team: Team;
  beforeAll(async () => {
    team = await createTeam(owner, 'Roster crew');
  });

  it('links a person added by name once they accept an invitation, without a second roster entry', async () => {
    const own = await createTeam(owner, 'Linking crew');
    const person = await register('Linnea');
    const added = await addMember(owner, own.id, 'Linnea Added', person.email);
    expect(added.user_id).toBeNull();
    expect((await getTeam(owner, own.id)).member_count).toBe(2);
    await join(owner, own.id, person, 'member');
    const entries = (await roster(owner, own.id)).filter((m) => m.email === person.email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: added.id, user_id: person.userId, status: 'active' });
    expect((await getTeam(owner, own.id)).member_count).toBe(2);
  });

  it('puts a person without an account on the roster as member and counts them', async () => {
    const email = uniqueEmail('teams-Ruth');
    const response = await send('AddTeamMember', {
      token: owner.token,
      params: { teamId: team.id },
      json: { name: '  Ruth van Dijk ', email },
    });

    expect(response.status, response.text).toBe(201);
    const body = memberResponse.parse(response.body);
    expect(body.message).toBe('Member added successfully');
    expect(body.member).toMatchObject({
      first_name: 'Ruth',
      last_name: 'van Dijk',
      email,
      role: 'member',
      is_owner: false,
      user_id: null,
      status: 'active',
    });
    expect(entryFor(await roster(owner, team.id), email)).toEqual(body.member);
    expect((await getTeam(owner, team.id)).member_count).toBe(2);
  });

  it('refuses an e-mail already on the roster, in any case, with 409', async () => {
    const email = uniqueEmail('teams-dup');
    await addMember(owner, team.id, 'First Copy', email);
    const before = await roster(owner, team.id);
    const count = (await getTeam(owner, team.id)).member_count;

    for (const again of [email, email.toUpperCase(), owner.email.toUpperCase()]) {
      const response = await send('AddTeamMember', {
        token: owner.token,
        params: { teamId: team.id },
        json: { name: 'Second Copy', email: again },
      });
      expectError(response, 409, 'already_member', ALREADY_MEMBER);
    }
    expect(await roster(owner, team.id)).toEqual(before);
    expect((await getTeam(owner, team.id)).member_count).toBe(count);
  });

  it.each([
    ['no name', { email: 'x@example.com' }, 'name'],
    ['a bad e-mail', { name: 'Bad Mail', email: 'not-an-email' }, 'email'],
    ['the admin role', { name: 'Would Be', email: 'would-be@example.com', role: 'admin' }, 'role'],
  ])('refuses %s with 400', async (_case, json, field) => {
    const before = await roster(owner, team.id);
    const response = await send('AddTeamMember', {
      token: owner.token,
      params: { teamId: team.id },
      json,
    });
    const error = expectError(response, 400, 'validation_error');
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(await roster(owner, team.id)).toEqual(before);
  });
});

describe('the invitation journey', () => {
  let team: Team;
  let inviteeEmail: string;
  let token: string;
  let invitee: Person;

  beforeAll(async () => {
    team = await createTeam(owner, 'Harbour crew');
    inviteeEmail = uniqueEmail('teams-ida');
  });

  it('invites an admin by e-mail: the roster shows the invitation and the count grows', async () => {
    const response = await invite(owner, team.id, inviteeEmail, 'admin');

    expect(response.status, response.text).toBe(200);
    const body = inviteResponse.parse(response.body);
    expect(body).toMatchObject({ message: 'Invitation sent successfully', emailSent: true });
    expect(body.member).toMatchObject({
      email: inviteeEmail,
      role: 'admin',
      is_owner: false,
      status: 'invited',
      user_id: null,
    });
    expect(entryFor(await roster(owner, team.id), inviteeEmail)).toMatchObject({
      status: 'invited',
      role: 'admin',
    });
    expect((await getTeam(owner, team.id)).member_count).toBe(2);
  });

  it('mails a link to /invitations/accept on the app', async () => {
    const mail = await invitationMail(inviteeEmail);
    expect(mail.to).toEqual([inviteeEmail]);
    expect(mail.subject).toBe('Tess Owner invited you to Harbour crew on Candor');
    expect(mail.text).toContain(`${apiUrl()}${INVITATION_PATH}?token=`);
    token = await invitationToken(inviteeEmail);
  });

  it('tells anyone with the link the team, the e-mail and the role', async () => {
    const response = await lookup(token);
    expect(response.status, response.text).toBe(200);
    expect(invitationInfoResponse.parse(response.body)).toEqual({
      teamName: 'Harbour crew',
      email: inviteeEmail,
      role: 'admin',
      invitedBy: 'Tess Owner',
    });
  });

  it('refuses the link to a signed-in person with another e-mail (403) and keeps it usable', async () => {
    const someoneElse = await register('Otto');
    const error = expectError(await accept(someoneElse, token), 403, 'forbidden');
    expect(error.message).toContain(inviteeEmail);
    expect(await teamsOf(someoneElse)).toEqual([]);
    expect((await lookup(token)).status).toBe(200);
    expect(entryFor(await roster(owner, team.id), inviteeEmail)?.status).toBe('invited');
  });

  it('lets the invitee register with that e-mail and accept: they join as admin', async () => {
    invitee = await register('Ida', inviteeEmail, 'Invited');

    const response = await accept(invitee, token);

    expect(response.status, response.text).toBe(200);
    expect(teamResponse.parse(response.body).team).toMatchObject({
      id: team.id,
      name: 'Harbour crew',
      current_user_id: invitee.userId,
      current_user_role: 'admin',
    });
    expect((await teamsOf(invitee)).map((t) => [t.id, t.current_user_role])).toEqual([
      [team.id, 'admin'],
    ]);
    const seen = await getTeam(invitee, team.id);
    expect(seen.current_user_role).toBe('admin');
    expect(seen.members).toContainEqual({ user_id: invitee.userId, role: 'admin' });
    expect(seen.member_count).toBe(2);
    expect(entryFor(await roster(owner, team.id), inviteeEmail)).toMatchObject({
      user_id: invitee.userId,
      first_name: 'Ida',
      last_name: 'Invited',
      status: 'active',
      role: 'admin',
      joined_at: expect.any(String),
    });
  });

  it('lets the new admin invite and add, but not edit, brand, re-role or remove', async () => {
    const invited = await invite(invitee, team.id, uniqueEmail('teams-by-admin'), 'member');
    expect(invited.status, invited.text).toBe(200);
    const added = await addMember(invitee, team.id, 'Added ByAdmin', uniqueEmail('teams-added'));

    const before = await getTeam(owner, team.id);
    const members = await roster(owner, team.id);
    expectError(await updateTeam(invitee, team.id, form({ name: 'Hijacked' })), 403, 'forbidden');
    expectError(await setColor(invitee, team.id, '#EF4444'), 403, 'forbidden');
    expectError(await setRole(invitee, team.id, added.id, 'admin'), 403, 'forbidden');
    expectError(await remove(invitee, team.id, added.id), 403, 'forbidden');
    expect(await getTeam(owner, team.id)).toEqual(before);
    expect(await roster(owner, team.id)).toEqual(members);
  });

  it('refuses the used link: accepting twice and looking it up', async () => {
    const before = await roster(owner, team.id);
    const count = (await getTeam(owner, team.id)).member_count;

    const again = await accept(invitee, token);

    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expectError(await lookup(token), 400, 'validation_error', INVALID_LINK);
    expect((await teamsOf(invitee)).map((t) => t.current_user_role)).toEqual(['admin']);
    expect(await roster(owner, team.id)).toEqual(before);
    expect((await getTeam(owner, team.id)).member_count).toBe(count);
  });

  it('refuses to invite someone already on the team (409)', async () => {
    const before = await roster(owner, team.id);
    expectError(
      await invite(owner, team.id, inviteeEmail.toUpperCase(), 'member'),
      409,
      'already_member',
      ALREADY_MEMBER,
    );
    expectError(await invite(owner, team.id, owner.email, 'admin'), 409, 'already_member');
    expect(await roster(owner, team.id)).toEqual(before);
  });

  it('answers 400 for an unknown token, signed in or not', async () => {
    const unknown = 'no-such-invitation-token';
    expectError(await lookup(unknown), 400, 'validation_error', INVALID_LINK);
    expectError(await accept(invitee, unknown), 400, 'validation_error', INVALID_LINK);
    expectError(await lookup(''), 400, 'validation_error');
  });

  it('needs a session to accept', async () => {
    const email = uniqueEmail('teams-nosession');
    expect((await invite(owner, team.id, email, 'member')).status).toBe(200);
    const link = await invitationToken(email);
    const response = await send('AcceptTeamInvitation', { json: { token: link } });
    expectError(response, 401, 'unauthorized');
    expect((await lookup(link)).status).toBe(200);
  });

  it('notifies an invitee who already has an account', async () => {
    const registered = await register('Reg', uniqueEmail('teams-reg'), 'Istered');
    expect(await notificationsOf(registered)).toEqual([]);

    const response = await invite(owner, team.id, registered.email, 'member');

    expect(response.status, response.text).toBe(200);
    const notifications = await notificationsOf(registered);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      type: 'team_invite',
      is_read: false,
      title: expect.stringContaining('Harbour crew'),
    });
    expect(JSON.parse(notifications[0]?.data ?? '{}')).toMatchObject({ teamId: team.id });
    const joined = await accept(registered, await invitationToken(registered.email));
    expect(joined.status, joined.text).toBe(200);
    expect(teamResponse.parse(joined.body).team.current_user_role).toBe('member');
  });

  it('does not tell the inviter whether the address has an account, nor whose it is', async () => {
    const holder = await register('Zephyrine', uniqueEmail('teams-holder'), 'Quillfeather');

    const response = await invite(owner, team.id, holder.email, 'member');

    expect(response.status, response.text).toBe(200);
    const pending = entryFor(await roster(owner, team.id), holder.email);
    for (const text of [response.text, JSON.stringify(pending)]) {
      expect(text).not.toContain('Zephyrine');
      expect(text).not.toContain('Quillfeather');
    }
  });

  it('resends on a second invitation: a new link, the same roster entry, the same count', async () => {
    const email = uniqueEmail('teams-twice');
    expect((await invite(owner, team.id, email, 'member')).status).toBe(200);
    const first = await invitationToken(email);
    const count = (await getTeam(owner, team.id)).member_count;

    const response = await invite(owner, team.id, email, 'member');

    expect(response.status, response.text).toBe(200);
    expect(await invitationMails(email)).toHaveLength(2);
    const second = await invitationToken(email, 2);
    expect(second).not.toBe(first);
    expect((await lookup(second)).status).toBe(200);
    expect((await roster(owner, team.id)).filter((m) => m.email === email)).toHaveLength(1);
    expect((await getTeam(owner, team.id)).member_count).toBe(count);
  });

  it('matches the invited e-mail whatever its case', async () => {
    const email = uniqueEmail('teams-case');
    expect((await invite(owner, team.id, email.toUpperCase(), 'member')).status).toBe(200);
    const person = await register('Casey', email);
    const response = await accept(person, await invitationToken(email));
    expect(response.status, response.text).toBe(200);
    expect((await getTeam(person, team.id)).current_user_role).toBe('member');
  });

  it('gives the invitee the role the owner set while the invitation was out', async () => {
    const email = uniqueEmail('teams-promoted');
    const invited = await invite(owner, team.id, email, 'member');
    expect(invited.status, invited.text).toBe(200);
    const entry = inviteResponse.parse(invited.body).member;
    expect((await setRole(owner, team.id, entry.id, 'admin')).status).toBe(200);
    const link = await invitationToken(email);
    const person = await register('Pia', email);

    const looked = await lookup(link);
    const response = await accept(person, link);

    expect(response.status, response.text).toBe(200);
    const stored = (await getTeam(person, team.id)).current_user_role;
    expect(stored).toBe('admin');
    // The link's page and the accept answer must say what the invitee really got.
    expect.soft(invitationInfoResponse.parse(looked.body).role).toBe('admin');
    expect.soft(teamResponse.parse(response.body).team.current_user_role).toBe(stored);
  });
});

describe('inviting an address again', () => {
  it('sends a new link and says so; the entry keeps its role and the earlier link still works', async () => {
    const team = await createTeam(owner, 'Again crew');
    const email = uniqueEmail('teams-again');
    const first = inviteResponse.parse((await invite(owner, team.id, email, 'member')).body);
    expect(first).toMatchObject({ resent: false, message: 'Invitation sent successfully' });
    const firstToken = await invitationToken(email);

    const response = await invite(owner, team.id, email.toUpperCase(), 'admin');
    expect(response.status, response.text).toBe(200);
    const again = inviteResponse.parse(response.body);
    expect(again).toMatchObject({
      resent: true,
      emailSent: true,
      message: `Invitation sent again to ${email.toUpperCase()}`,
    });
    // The same roster entry, with the role it had: roles change in the member list.
    expect(again.member).toMatchObject({ id: first.member.id, role: 'member', status: 'invited' });
    expect((await roster(owner, team.id)).filter((m) => m.email === email)).toHaveLength(1);
    expect(await invitationToken(email, 2)).not.toBe(firstToken);
    expect((await lookup(firstToken)).status).toBe(200);
  });

  it('a person only added to the roster gets a first invitation, not "again", and shows as invited', async () => {
    const team = await createTeam(owner, 'Added crew');
    const email = uniqueEmail('teams-added');
    const added = await addMember(owner, team.id, 'Sam Added', email);
    expect(added.status).toBe('active');

    const response = await invite(owner, team.id, email, 'member');
    expect(response.status, response.text).toBe(200);
    const body = inviteResponse.parse(response.body);
    expect(body).toMatchObject({ resent: false, message: 'Invitation sent successfully' });
    expect(body.member).toMatchObject({ id: added.id, status: 'invited', first_name: 'Sam' });
    expect(entryFor(await roster(owner, team.id), email)).toMatchObject({
      id: added.id,
      status: 'invited',
    });
    // Inviting once more is "again".
    const again = inviteResponse.parse((await invite(owner, team.id, email, 'member')).body);
    expect(again.resent).toBe(true);
  });
});

describe('changing roles', () => {
  let team: Team;
  let mia: Person;
  let miaEntry: TeamMember;

  beforeAll(async () => {
    team = await createTeam(owner, 'Role crew');
    mia = await register('Mia');
    await join(owner, team.id, mia, 'member');
    miaEntry = entryFor(await roster(owner, team.id), mia.email) as TeamMember;
  });

  it('makes a member an admin and back, and what they may do follows', async () => {
    const response = await setRole(owner, team.id, miaEntry.id, 'admin');
    expect(response.status, response.text).toBe(200);
    expect(memberResponse.parse(response.body)).toMatchObject({
      message: 'Member role updated successfully',
      member: { id: miaEntry.id, role: 'admin', user_id: mia.userId },
    });
    expect((await getTeam(mia, team.id)).current_user_role).toBe('admin');
    expect((await teamsOf(mia)).map((t) => t.current_user_role)).toEqual(['admin']);
    expect((await invite(mia, team.id, uniqueEmail('teams-by-mia'), 'member')).status).toBe(200);

    expect((await setRole(owner, team.id, miaEntry.id, 'member')).status).toBe(200);
    expect((await getTeam(mia, team.id)).current_user_role).toBe('member');
    expectError(
      await invite(mia, team.id, uniqueEmail('teams-by-mia'), 'member'),
      403,
      'forbidden',
      'You do not have permission to invite members to this team.',
    );
  });

  it("refuses to change the owner's role (403) and the owner role itself (400)", async () => {
    const members = await roster(owner, team.id);
    const ownerEntry = members.find((m) => m.is_owner) as TeamMember;
    expectError(await setRole(owner, team.id, ownerEntry.id, 'member'), 403, 'forbidden');
    expectError(await setRole(owner, team.id, miaEntry.id, 'owner'), 400, 'validation_error');
    expect(await roster(owner, team.id)).toEqual(members);
    expect((await getTeam(owner, team.id)).current_user_role).toBe('owner');
  });

  it('answers 404 for a member id not on the roster', async () => {
    expectError(await setRole(owner, team.id, randomUUID(), 'admin'), 404, 'not_found');
  });
});

describe('removing members', () => {
  let team: Team;
  let rob: Person;

  beforeAll(async () => {
    team = await createTeam(owner, 'Removal crew');
    rob = await register('Rob');
    await join(owner, team.id, rob, 'admin');
  });

  it('removes a member: the count drops and the team is gone for them', async () => {
    const entry = entryFor(await roster(owner, team.id), rob.email) as TeamMember;
    expect((await getTeam(owner, team.id)).member_count).toBe(2);

    const response = await remove(owner, team.id, entry.id);

    expect(response.status, response.text).toBe(200);
    expect(messageResponse.parse(response.body).message).toBe('Member removed successfully');
    expect((await getTeam(owner, team.id)).member_count).toBe(1);
    expect(entryFor(await roster(owner, team.id), rob.email)).toBeUndefined();
    expectError(
      await send('GetTeam', { token: rob.token, params: { teamId: team.id } }),
      404,
      'not_found',
      TEAM_NOT_FOUND,
    );
    expect(await teamsOf(rob)).toEqual([]);
    expectError(await remove(owner, team.id, entry.id), 404, 'not_found');
  });

  it('removes a pending invitation: the count drops and the link stops working', async () => {
    const email = uniqueEmail('teams-withdrawn');
    const invited = inviteResponse.parse((await invite(owner, team.id, email, 'member')).body);
    const link = await invitationToken(email);
    const count = (await getTeam(owner, team.id)).member_count;

    expect((await remove(owner, team.id, invited.member.id)).status).toBe(200);

    expect((await getTeam(owner, team.id)).member_count).toBe(count - 1);
    expectError(await lookup(link), 400, 'validation_error');
  });

  it('lets a removed member be invited back', async () => {
    expect(entryFor(await roster(owner, team.id), rob.email)).toBeUndefined();
    await join(owner, team.id, rob, 'member');
    expect((await getTeam(rob, team.id)).current_user_role).toBe('member');
    expect(entryFor(await roster(owner, team.id), rob.email)).toMatchObject({
      user_id: rob.userId,
      status: 'active',
    });
  });

  it('never removes the owner (403)', async () => {
    const members = await roster(owner, team.id);
    const ownerEntry = members.find((m) => m.is_owner) as TeamMember;
    const before = await getTeam(owner, team.id);
    expectError(await remove(owner, team.id, ownerEntry.id), 403, 'forbidden');
    expect(await roster(owner, team.id)).toEqual(members);
    expect(await getTeam(owner, team.id)).toEqual(before);
  });
});

describe('bad ids', () => {
  let team: Team;
  let other: Team;
  let otherEntry: TeamMember;

  beforeAll(async () => {
    team = await createTeam(owner, 'Id crew');
    other = await createTeam(owner, 'Other id crew');
    otherEntry = await addMember(owner, other.id, 'Olga Other', uniqueEmail('teams-olga'));
  });

  it.each([
    ['GetTeam', {}],
    ['ListTeamMembers', {}],
    ['SetTeamColor', { brand_color: '#EF4444' }],
    ['InviteTeamMember', { email: 'malformed-id@example.com', role: 'member' }],
    ['AddTeamMember', { name: 'Mal Formed', email: 'malformed-id@example.com' }],
  ] as const)('%s answers 400 for a malformed team id', async (id, json) => {
    const body = Object.keys(json).length ? { json } : {};
    for (const teamId of ['NOT_AN_ID', '../teams', 'x']) {
      const response = await send(id, { token: owner.token, params: { teamId }, ...body });
      const error = expectError(response, 400, 'validation_error');
      expect(error.fields).toMatchObject({ teamId: 'Unknown team' });
    }
  });

  it('answers 400 for a malformed member id', async () => {
    for (const response of [
      await setRole(owner, team.id, 'NOT_AN_ID', 'admin'),
      await remove(owner, team.id, 'NOT_AN_ID'),
    ]) {
      expect(expectError(response, 400, 'validation_error').fields).toMatchObject({
        memberId: 'Unknown member',
      });
    }
  });

  it('answers 404 for a well-formed team id that is no team', async () => {
    const missing = randomUUID();
    expectError(
      await send('GetTeam', { token: owner.token, params: { teamId: missing } }),
      404,
      'not_found',
      TEAM_NOT_FOUND,
    );
    expectError(await setColor(owner, missing, '#EF4444'), 404, 'not_found', TEAM_NOT_FOUND);
  });

  it("answers 404 for another team's member id and leaves that member alone", async () => {
    const before = await roster(owner, other.id);
    const count = (await getTeam(owner, other.id)).member_count;

    expectError(await setRole(owner, team.id, otherEntry.id, 'admin'), 404, 'not_found');
    expectError(await remove(owner, team.id, otherEntry.id), 404, 'not_found');

    expect(await roster(owner, other.id)).toEqual(before);
    expect((await getTeam(owner, other.id)).member_count).toBe(count);
    expect((await getTeam(owner, team.id)).member_count).toBe(1);
  });
});

describe("one team's data never reaches anyone else", () => {
  let vera: Person;
  let secret: Team;
  let secretEmails: string[];

  beforeAll(async () => {
    vera = await register('Vera');
    secret = await createTeam(
      vera,
      `Secret project ${randomUUID()}`,
      `Hidden plans ${randomUUID()}`,
    );
    const hidden = await addMember(vera, secret.id, 'Hidden Person', uniqueEmail('teams-hidden'));
    const pending = uniqueEmail('teams-hidden-invitee');
    expect((await invite(vera, secret.id, pending, 'admin')).status).toBe(200);
    secretEmails = [vera.email, hidden.email, pending];
  });

  it('answers every team route from a stranger with the same 404 and nothing else', async () => {
    const entry = (await roster(vera, secret.id)).find((m) => !m.is_owner) as TeamMember;
    const teamId = secret.id;
    const memberId = entry.id;
    const attempts = [
      send('GetTeam', { token: owner.token, params: { teamId } }),
      send('ListTeamMembers', { token: owner.token, params: { teamId } }),
      updateTeam(owner, teamId, form({ name: 'Mine now' })),
      setColor(owner, teamId, '#EF4444'),
      invite(owner, teamId, uniqueEmail('teams-intruder'), 'admin'),
      send('AddTeamMember', {
        token: owner.token,
        params: { teamId },
        json: { name: 'Intruder', email: uniqueEmail('teams-intruder') },
      }),
      setRole(owner, teamId, memberId, 'admin'),
      remove(owner, teamId, memberId),
    ];
    for (const response of await Promise.all(attempts)) {
      const error = expectError(response, 404, 'not_found', TEAM_NOT_FOUND);
      expect(Object.keys(error)).toEqual(['message', 'errorType']);
    }
    expect(await getTeam(vera, secret.id)).toMatchObject({
      name: secret.name,
      brand_color: DEFAULT_BRAND_COLOR,
      member_count: 3,
    });
  });

  it('no answer to anyone but Vera carried her team, its description or its roster', () => {
    const needles = [secret.id, secret.name, secret.description, ...secretEmails];
    const others = teamCalls.filter((c) => c.token !== vera.token);
    expect(others.length).toBeGreaterThan(50);
    for (const seen of others) {
      for (const needle of needles) {
        expect(seen.text.includes(needle), `${seen.request} answered with ${needle}`).toBe(false);
      }
    }
  });
});
