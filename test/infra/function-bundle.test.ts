import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { RouteFunction } from '../../infra/aws/constructs/route-function';

/*
 * The one synth of the suite that bundles: a function's deployed code is what `npm run build`
 * makes (scripts/build.ts, with its esbuild plugin), run by the construct itself.
 */
describe('a function bundled for deployment', () => {
  it('is the bundle npm run build makes: one index.mjs with the handler, unused SDK schemas dropped', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': ['**'] } });
    const stack = new Stack(app, 'BundleCheck', {
      env: { account: '111111111111', region: 'eu-west-1' },
    });
    new RouteFunction(stack, 'GetHealth', {
      functionId: 'GetHealth',
      kind: 'route',
      entry: 'functions/src/handlers/platform/get-health.ts',
      description: 'Health',
      access: [],
      bindings: {
        environment: {},
        targets: {
          table: { tableArn: 'arn:aws:dynamodb:eu-west-1:111111111111:table/t', indexNames: [] },
          filesBucketName: 'files',
          mail: {
            identityArn: 'arn:aws:ses:eu-west-1:111111111111:identity/candor.test',
            configurationSetArn: 'arn:aws:ses:eu-west-1:111111111111:configuration-set/c',
            fromAddress: 'no-reply@candor.test',
          },
          scheduler: { groupName: 'g', roleArn: 'arn:aws:iam::111111111111:role/r' },
          sendQueue: { queueArn: 'arn:aws:sqs:eu-west-1:111111111111:send' },
          sessionKey: { secretArn: 'arn:aws:secretsmanager:eu-west-1:111111111111:secret:s' },
          paymentsSecret: { secretArn: 'arn:aws:secretsmanager:eu-west-1:111111111111:secret:p' },
        },
        logRetentionDays: 7,
      },
    });
    const assembly = app.synth();
    const assets = readdirSync(assembly.directory).filter((name) => name.startsWith('asset.'));
    expect(assets).toHaveLength(1);
    const dir = join(assembly.directory, assets[0]!);
    expect(readdirSync(dir)).toEqual(['index.mjs']);
    const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
    expect(code).toMatch(/export\s*\{[^}]*\bhandler\b/);
    // The health check probes SES's account and S3's bucket; no other operation's schema stays.
    expect(code).toContain('/v2/email/account');
    expect(code).not.toContain('/v2/email/templates');
    expect(statSync(join(dir, 'index.mjs')).size).toBeLessThan(600 * 1024);
  }, 120_000);
});
