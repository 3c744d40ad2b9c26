import { beforeAll, describe, expect, it } from 'vitest';
import { meResponse, profileResponse, type User } from '#shared/api/auth';
import {
  call,
  expectError,
  expectExactUser,
  expectDynamoCallsWithinBudget,
  expectNoSecretsInResponses,
  getMe,
  googleSession,
  inOneWindow,
  uniqueEmail,
} from './support/auth-api';
import { decodeImage } from '../../functions/src/formats/pdf/pdf-image';
import {
  makeJpeg,
  makeJpegOfSize,
  makePng,
} from '../../functions/src/formats/images/images.fixtures';
import { expectSamePicture } from './support/teams-api';
import { askUpload, uploadImage } from './support/image-upload';
import { UPLOAD_MISSING } from '../../functions/src/domain/image-uploads';

/*
 * PUT /api/auth/profile (multipart): names, phone, company, bio and the avatar image (a file part,
 * or an image uploaded straight to the file store: decision 0051), for an account made by Google
 * sign-in (the profile of a password account works the same way).
 */

/**
 * A 1x1 PNG and a 1x1 GIF, byte for byte. (The PNG written here by hand before had a wrong IDAT
 * checksum; the server now reads images whole and refuses it, so it is built properly.)
 */
const PNG = makePng(1, 1);
const GIF = Buffer.from(
  '47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b',
  'hex',
);
const AVATAR_MAX = 5_242_880;

/** An APP1 Exif segment with a GPS position and a camera, as a phone writes one. */
function exifSegment(): Buffer {
  const payload = Buffer.from(
    'Exif\0\0MM\0*GPSLatitude 51.5072N GPSLongitude 0.1276W Model Pixel-9',
    'latin1',
  );
  return Buffer.concat([
    Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]),
    payload,
  ]);
}

let token = '';
/** The avatar as stored by the latest upload that one test leaves for the next. */
let stored: Buffer = Buffer.alloc(0);

beforeAll(async () => {
  ({ token } = await googleSession(uniqueEmail('pat'), 'Pat', 'Price'));
});

function form(
  fields: Record<string, string>,
  avatar?: { bytes: Buffer; name: string; type: string },
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (avatar)
    data.set(
      'avatar',
      new Blob([new Uint8Array(avatar.bytes)], { type: avatar.type }),
      avatar.name,
    );
  return data;
}

const putProfile = (body: FormData, as = token) =>
  call('PUT', '/api/auth/profile', { token: as, body });

async function me(): Promise<User> {
  return meResponse.parse((await getMe(token)).body).user;
}

async function fetchAvatar(user: User): Promise<{ type: string | null; bytes: Buffer }> {
  expect(user.avatarUrl).toBeTruthy();
  const response = await fetch(user.avatarUrl as string);
  expect(response.status).toBe(200);
  return {
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('updating the profile', () => {
  it('saves trimmed names, phone, company and bio and answers with the user', async () => {
    const response = await putProfile(
      form({
        firstName: '  Patricia ',
        lastName: 'Price',
        phone: ' +44 20 7946 0000 ',
        company: 'Acme Ltd',
        bio: 'Runs the platform team.',
      }),
    );
    expect(response.status, response.text).toBe(200);
    const body = profileResponse.parse(response.body);
    expect(body.success).toBe(true);
    expectExactUser(body.user);
    expect(body.user).toMatchObject({
      firstName: 'Patricia',
      lastName: 'Price',
      phone: '+44 20 7946 0000',
      company: 'Acme Ltd',
      bio: 'Runs the platform team.',
      avatarUrl: null,
    });
    expect(await me()).toEqual(body.user);
  });

  it('clears optional fields sent blank or left out', async () => {
    const response = await putProfile(
      form({ firstName: 'Patricia', lastName: 'Price', phone: '   ', company: '' }),
    );
    expect(response.status, response.text).toBe(200);
    expect(await me()).toMatchObject({ phone: null, company: null, bio: null });
  });

  it('refuses a phone number that is not one, naming the field, and keeps the saved one', async () => {
    const before = await me();
    for (const phone of ['call me maybe', '12345', '+1 (555) 010-4477 ext 9 +2']) {
      const response = await putProfile(form({ firstName: 'Patricia', lastName: 'Price', phone }));
      expect(response.status, phone).toBe(400);
      expect(response.body, phone).toMatchObject({
        fields: { phone: 'Enter a phone number of 7 to 15 digits, like +44 20 7946 0958' },
      });
    }
    expect((await me()).phone).toBe(before.phone);
  });

  it('stores an avatar and serves the same bytes as an image', async () => {
    const response = await putProfile(
      form(
        { firstName: 'Patricia', lastName: 'Price' },
        {
          bytes: PNG,
          name: 'me.png',
          type: 'image/png',
        },
      ),
    );
    expect(response.status, response.text).toBe(200);
    const user = profileResponse.parse(response.body).user;
    const served = await fetchAvatar(user);
    expect(served.type).toMatch(/^image\/png/);
    expectSamePicture(served.bytes, PNG);
    expectSamePicture((await fetchAvatar(await me())).bytes, PNG);
  });

  it('stores a phone photo without its Exif (GPS position, camera) and at most 1024 pixels a side', async () => {
    const shot = makeJpeg(1600, 1200, 'holiday');
    const photo = Buffer.concat([shot.subarray(0, 2), exifSegment(), shot.subarray(2)]);
    const response = await putProfile(
      form(
        { firstName: 'Patricia', lastName: 'Price' },
        { bytes: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' },
      ),
    );
    expect(response.status, response.text).toBe(200);
    const served = await fetchAvatar(profileResponse.parse(response.body).user);
    expect(served.type).toMatch(/^image\/jpeg/);
    const text = served.bytes.toString('latin1');
    for (const gone of ['Exif', 'GPSLatitude', 'Pixel-9', 'holiday'])
      expect(text).not.toContain(gone);
    expect(decodeImage(served.bytes)).toMatchObject({ width: 1024, height: 768 });
  });

  it('judges an image by its content, not by its name or declared type', async () => {
    const response = await putProfile(
      form(
        { firstName: 'Patricia', lastName: 'Price' },
        {
          bytes: GIF,
          name: 'notes.txt',
          type: 'text/plain',
        },
      ),
    );
    expect(response.status, response.text).toBe(200);
    const served = await fetchAvatar(profileResponse.parse(response.body).user);
    // Stored as a PNG of its pixels (decision 0037).
    expect(served.type).toMatch(/^image\/png/);
    expectSamePicture(served.bytes, GIF);
  });

  it("refuses text named .png with 'Please select an image file' and keeps the avatar", async () => {
    const response = await putProfile(
      form(
        { firstName: 'Mallory', lastName: 'Price' },
        {
          bytes: Buffer.from('<?php echo "not an image"; ?>'),
          name: 'avatar.png',
          type: 'image/png',
        },
      ),
    );
    const body = expectError(response, 400, 'validation_error', 'Please select an image file');
    expect(body.fields?.avatar).toBe('Please select an image file');
    const user = await me();
    expect(user.firstName).toBe('Patricia');
    expectSamePicture((await fetchAvatar(user)).bytes, GIF);
  });

  it("refuses an image over 5 MB with 'Image size must be less than 5MB'", async () => {
    const huge = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX + 1 - PNG.length)]);
    // As a file part it is over a function's request before any check: 413.
    const part = await putProfile(
      form(
        { firstName: 'Patricia', lastName: 'Price' },
        { bytes: huge, name: 'huge.png', type: 'image/png' },
      ),
    );
    expectError(part, 413, 'payload_too_large');
    // Asked for, it gets no upload URL.
    const asked = expectError(
      await askUpload(token, { avatar: true }, { contentType: 'image/png', size: huge.length }),
      400,
      'validation_error',
    );
    expect(asked.fields).toEqual({ size: 'Image size must be less than 5MB' });
    // Sent past what it said (S3 itself refuses that in AWS), the save refuses it.
    const over = await uploadImage(token, { avatar: true }, huge, 'image/png', 1000);
    const data = form({ firstName: 'Patricia', lastName: 'Price' });
    data.set('avatarUpload', over.uploadId);
    const body = expectError(
      await putProfile(data),
      400,
      'validation_error',
      'Image size must be less than 5MB',
    );
    expect(body.fields?.avatarUpload).toBe('Image size must be less than 5MB');
    expectSamePicture((await fetchAvatar(await me())).bytes, GIF);
  });

  it('accepts a valid image of exactly 5 MB (a JPEG padded with comment segments) uploaded straight to the file store', async () => {
    const exact = makeJpegOfSize(AVATAR_MAX, 640, 480);
    const { uploadId } = await uploadImage(token, { avatar: true }, exact, 'image/jpeg');
    const data = form({ firstName: 'Patricia', lastName: 'Price' });
    data.set('avatarUpload', uploadId);
    const response = await putProfile(data);
    expect(response.status, response.text).toBe(200);
    const served = await fetchAvatar(profileResponse.parse(response.body).user);
    expect(served.type).toMatch(/^image\/jpeg/);
    // The picture is kept, not the 5 MB of comments it was padded with.
    expectSamePicture(served.bytes, exact);
    expect(served.bytes.length).toBeLessThan(200_000);
    stored = served.bytes;
  });

  it("takes no one else's upload, and no file and upload together", async () => {
    const other = await googleSession(uniqueEmail('avatar-other'), 'Otto', 'Other');
    const theirs = await uploadImage(other.token, { avatar: true }, PNG, 'image/png');
    const data = form({ firstName: 'Patricia', lastName: 'Price' });
    data.set('avatarUpload', theirs.uploadId);
    const refused = expectError(await putProfile(data), 400, 'validation_error', UPLOAD_MISSING);
    expect(refused.fields).toEqual({ avatarUpload: UPLOAD_MISSING });
    const mine = await uploadImage(token, { avatar: true }, PNG, 'image/png');
    const both = form(
      { firstName: 'Patricia', lastName: 'Price' },
      { bytes: PNG, name: 'me.png', type: 'image/png' },
    );
    both.set('avatarUpload', mine.uploadId);
    expectError(await putProfile(both), 400, 'validation_error');
  });

  it('keeps the avatar when a later update sends none', async () => {
    const response = await putProfile(form({ firstName: 'Patricia', lastName: 'Price' }));
    expect(response.status).toBe(200);
    const served = await fetchAvatar(profileResponse.parse(response.body).user);
    expect(served.bytes.equals(stored)).toBe(true);
  });
  it('refuses three bytes that start like a JPEG and keeps the avatar', async () => {
    const response = await putProfile(
      form(
        { firstName: 'Patricia', lastName: 'Price' },
        { bytes: Buffer.from([0xff, 0xd8, 0xff]), name: 'me.jpg', type: 'image/jpeg' },
      ),
    );
    const body = expectError(response, 400, 'validation_error', 'Please select an image file');
    expect(body.fields?.avatar).toBe('Please select an image file');
    expect((await fetchAvatar(await me())).bytes.equals(stored)).toBe(true);
  });

  it('deletes the replaced avatar file once the account points at the new one', async () => {
    const before = await me();
    const oldUrl = before.avatarUrl as string;
    expect((await fetch(oldUrl)).status).toBe(200);
    const response = await putProfile(
      form(
        { firstName: 'Patricia', lastName: 'Price' },
        { bytes: PNG, name: 'me.png', type: 'image/png' },
      ),
    );
    expect(response.status, response.text).toBe(200);
    const user = profileResponse.parse(response.body).user;
    expectSamePicture((await fetchAvatar(user)).bytes, PNG);
    // The S3 stand-in no longer holds the replaced file.
    expect((await fetch(oldUrl)).status).toBe(404);
  });
});

describe('profile input the server refuses', () => {
  it('asks for the first and last name', async () => {
    const response = await putProfile(form({ firstName: '   ', bio: 'no names' }));
    const body = expectError(response, 400, 'validation_error');
    expect(body.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('limits the length of the bio', async () => {
    const response = await putProfile(
      form({ firstName: 'Patricia', lastName: 'Price', bio: 'b'.repeat(1001) }),
    );
    const body = expectError(response, 400, 'validation_error');
    expect(body.fields?.bio).toBe('Bio must be at most 1000 characters');
    expect((await me()).bio).toBeNull();
  });

  it('answers 415 to a JSON body', async () => {
    const response = await call('PUT', '/api/auth/profile', {
      token,
      json: { firstName: 'Patricia', lastName: 'Price' },
    });
    expectError(response, 415, 'unsupported_media_type');
  });

  it('answers 401 without a session', async () => {
    const response = await call('PUT', '/api/auth/profile', {
      body: form({ firstName: 'Patricia', lastName: 'Price' }),
    });
    expectError(response, 401, 'unauthorized');
  });
});

describe('what this file was answered', () => {
  it('never carried a password hash', () => {
    expectNoSecretsInResponses([]);
  });

  it('cost no request more DynamoDB calls than its route documents', () => {
    expectDynamoCallsWithinBudget();
  });
});

describe('uploads per account', () => {
  it('takes 20 images an hour, then answers 429 with Retry-After and keeps the last avatar', () =>
    // The limit counts fixed hours: the journey runs in one.
    inOneWindow(3600, async () => {
      const { token: busy } = await googleSession(uniqueEmail('uploader'), 'Una', 'Loader');
      const upload = () =>
        putProfile(
          form(
            { firstName: 'Una', lastName: 'Loader' },
            { bytes: PNG, name: 'me.png', type: 'image/png' },
          ),
          busy,
        );
      for (let i = 0; i < 20; i++) expect((await upload()).status).toBe(200);

      const refused = await upload();
      const body = expectError(refused, 429, 'rate_limit');
      expect(body.message).toMatch(/at most 20 images an hour\. Try again in \d+ minutes\./);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // A profile update without an image still goes through.
      const names = await putProfile(form({ firstName: 'Una', lastName: 'Later' }), busy);
      expect(names.status, names.text).toBe(200);
      expect(profileResponse.parse(names.body).user.avatarUrl).toBeTruthy();
    }));
});
