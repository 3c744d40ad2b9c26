import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = {
  TABLE_NAME: 'candor',
  FILES_BUCKET: 'candor-files',
  MAIL_FROM: 'Candor <no-reply@example.com>',
  APP_ORIGIN: 'https://app.example.com/',
};

describe('loadConfig', () => {
  it('reads and normalises the environment', () => {
    const config = loadConfig({ ...base, CANDOR_DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' });
    expect(config).toMatchObject({
      tableName: 'candor',
      appOrigin: 'https://app.example.com',
      region: 'us-east-1',
      endpoints: { dynamodb: 'http://127.0.0.1:8000' },
      validateResponses: false,
      scheduler: { mode: 'eventbridge' },
    });
  });

  it('fails at load, naming every missing or bad setting', () => {
    expect(() => loadConfig({ MAIL_FROM: 'x', APP_ORIGIN: 'not a url' })).toThrow(
      /TABLE_NAME.*FILES_BUCKET.*MAIL_FROM.*APP_ORIGIN|Invalid configuration/,
    );
    try {
      loadConfig({ MAIL_FROM: 'x', APP_ORIGIN: 'not a url' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['TABLE_NAME', 'FILES_BUCKET', 'MAIL_FROM', 'APP_ORIGIN']) {
        expect(message).toContain(name);
      }
    }
  });

  it('derives the support address and docs host from the sender, unless set', () => {
    expect(loadConfig(base).support).toEqual({
      email: 'support@example.com',
      docsHost: 'docs.example.com',
    });
    expect(
      loadConfig({ ...base, SUPPORT_EMAIL: 'help@x.io', SUPPORT_DOCS_HOST: 'guide.x.io' }).support,
    ).toEqual({ email: 'help@x.io', docsHost: 'guide.x.io' });
    expect(() => loadConfig({ ...base, SUPPORT_DOCS_HOST: 'https://guide.x.io' })).toThrow(
      /SUPPORT_DOCS_HOST/,
    );
  });

  it('knows whether mail credentials are set, never their values', () => {
    const config = loadConfig({ ...base, AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' });
    expect(config.mailCredentials).toEqual({ accessKeyId: true, secretAccessKey: false });
    expect(JSON.stringify(config)).not.toContain('AKIAEXAMPLE');
  });

  it('selects the local scheduler when the runtime says so', () => {
    expect(loadConfig({ ...base, CANDOR_SCHEDULER: 'local' }).scheduler).toEqual({ mode: 'local' });
  });

  it('hashes passwords at 2^17 unless CANDOR_PASSWORD_COST says 14 to 20', () => {
    expect(loadConfig(base).passwordCost).toBe(17);
    expect(loadConfig({ ...base, CANDOR_PASSWORD_COST: '14' }).passwordCost).toBe(14);
    expect(loadConfig({ ...base, CANDOR_PASSWORD_COST: '20' }).passwordCost).toBe(20);
    for (const bad of ['13', '21', '2', '17.0', ' 17', 'seventeen', '131072', '']) {
      expect(() => loadConfig({ ...base, CANDOR_PASSWORD_COST: bad }), bad).toThrow(
        /CANDOR_PASSWORD_COST/,
      );
    }
  });
});
