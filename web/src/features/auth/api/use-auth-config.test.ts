import { describe, expect, it } from 'vitest';
import { apiKey } from '../../../lib/api-client';
import { authConfigKey } from './use-auth-config';

describe('the auth config key', () => {
  it('is the key the api client makes for GetAuthConfig, so both share one cache entry', () => {
    expect(authConfigKey).toEqual(apiKey('GetAuthConfig'));
  });
});
