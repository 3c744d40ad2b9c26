import { describe, expect, it } from 'vitest';
import { meResponse } from '#shared/api/auth';
import {
  call,
  expectDynamoCallsWithinBudget,
  expectError,
  expectExactUser,
  getMe,
  googleSession,
  post,
  storedItems,
  uniqueEmail,
} from './support/auth-api';
import { PASSWORD, register } from './support/teams-api';

/*
 * The first-visit tour, kept on the account (decision 0043): a new account has it ahead of it;
 * once finished or dismissed on one device, every session of the account sees it done.
 */

const tourDone = async (token: string) => meResponse.parse((await getMe(token)).body).user.tourDone;

describe('the first-visit tour on the account', () => {
  it('is ahead of a new account, done for every session once marked, and stays done', async () => {
    const person = await register('Tova');
    expect(await tourDone(person.token)).toBe(false);

    // Another device: a second session of the same account.
    const login = await post('/api/auth/login', { email: person.email, password: PASSWORD });
    expect(login.status, login.text).toBe(200);
    const other = login.body as { token: string; user: { tourDone: boolean } };
    expect(other.user.tourDone).toBe(false);

    const marked = await call('PUT', '/api/auth/profile/tour', { token: person.token });
    expect(marked.status, marked.text).toBe(200);
    const user = meResponse.parse(marked.body).user;
    expectExactUser(user);
    expect(user.tourDone).toBe(true);
    expect(await tourDone(other.token)).toBe(true);

    const stored = (await storedItems()).find(
      (item) => item.entityType === 'User' && item.id === person.userId,
    );
    const firstDone = stored?.tourDoneAt;
    expect(firstDone).toEqual(expect.any(String));

    // Marking it again (the tour taken again from the shortcuts help) changes nothing.
    const again = await call('PUT', '/api/auth/profile/tour', { token: other.token });
    expect(again.status, again.text).toBe(200);
    expect(meResponse.parse(again.body).user.tourDone).toBe(true);
    const still = (await storedItems()).find(
      (item) => item.entityType === 'User' && item.id === person.userId,
    );
    expect(still?.tourDoneAt).toBe(firstDone);
    expectDynamoCallsWithinBudget();
  });

  it('is ahead of an account made by Google sign-in too', async () => {
    const { token } = await googleSession(uniqueEmail('tour-google'), 'Gil', 'Tour');
    expect(await tourDone(token)).toBe(false);
  });

  it('is refused without a session', async () => {
    expectError(await call('PUT', '/api/auth/profile/tour'), 401, 'unauthorized');
  });
});
