import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHashesFile } from '#shared/domain/security-headers';
import { App, type Stack } from 'aws-cdk-lib';
import {
  resolveStage,
  stageConfig,
  validateStageConfig,
  type StageConfig,
} from '../../infra/aws/stage-config';
import { stageFromApp } from '../../infra/aws/stage-from-app';
import { controlTowerReport } from './control-tower';
import { resourcesOfType, synthesizeCandor, type SynthesizedCandor } from './synth';

describe('stage config', () => {
  it('is chosen by name, and an unknown name lists the known ones', () => {
    expect(stageConfig('dev').name).toBe('dev');
    expect(() => stageConfig('staging')).toThrow(/Known stages: dev, prod/);
  });

  it('rejects settings that would only fail at deploy time', () => {
    const dev = stageConfig('dev');
    const broken: StageConfig = {
      ...dev,
      domain: {
        name: 'candor.example.com',
        certificateArn: 'arn:aws:acm:eu-west-1:1:certificate/x',
      },
      mail: { from: 'Candor <other@example.com>', identity: { emailAddress: 'me@example.com' } },
    };
    expect(() => validateStageConfig(broken)).toThrow(/us-east-1.*must be me@example.com/);
  });
});

describe('a deployment set up without editing the source', () => {
  const acme = {
    senderEmail: 'Acme Pulse <pulse@acme.io>',
    domain: 'pulse.acme.io',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/4f1c',
    googleClientId: '1234-abc.apps.googleusercontent.com',
    alarmEmail: 'ops@acme.io',
  };

  it('refuses to deploy prod’s placeholders, naming each setting and how to give it', () => {
    // Synth and tests may use them; a deploy may not.
    expect(() => resolveStage('prod', {})).not.toThrow();
    let message = '';
    try {
      resolveStage('prod', {}, { deploying: true });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Stage 'prod' cannot deploy placeholder settings: /);
    for (const key of ['senderEmail', 'domain', 'certificateArn', 'googleClientId', 'alarmEmail']) {
      expect(message).toContain(`${key} `);
    }
    expect(message).toContain('-c senderEmail=… or CANDOR_SENDER_EMAIL');
  });

  it('deploys prod from context values alone: the sender’s domain is the identity', () => {
    const app = new App({ context: { stage: 'prod', deploy: 'true', ...acme } });
    const stage = stageFromApp(app, {});
    expect(stage).toMatchObject({
      name: 'prod',
      mail: { from: 'Acme Pulse <pulse@acme.io>', identity: { domain: 'acme.io' } },
      domain: { name: 'pulse.acme.io', certificateArn: acme.certificateArn },
      googleClientId: acme.googleClientId,
      alarmEmail: 'ops@acme.io',
      logRetentionDays: 90,
    });
    const synth = synthesizeCandor(stage);
    const [identity] = resourcesOfType(synth.templates, 'AWS::SES::EmailIdentity');
    expect(identity!.properties.EmailIdentity).toBe('acme.io');
    const [distribution] = resourcesOfType(synth.templates, 'AWS::CloudFront::Distribution');
    expect(distribution!.properties.DistributionConfig).toMatchObject({
      Aliases: ['pulse.acme.io'],
    });
    expect(synth.violations).toEqual([]);
  });

  it('reads each setting from the environment when the context does not give it; context wins', () => {
    const app = new App({ context: { stage: 'staging', alarmEmail: 'context@acme.io' } });
    const stage = stageFromApp(app, {
      CANDOR_SENDER_EMAIL: 'pulse@acme.io',
      CANDOR_ALARM_EMAIL: 'env@acme.io',
      CANDOR_LOG_RETENTION_DAYS: '60',
      CANDOR_REGION: 'eu-west-1',
    });
    expect(stage).toMatchObject({
      name: 'staging',
      env: { region: 'eu-west-1' },
      mail: { from: 'pulse@acme.io', identity: { emailAddress: 'pulse@acme.io' } },
      alarmEmail: 'context@acme.io',
      logRetentionDays: 60,
    });
    expect(synthesizeCandor(stage).candor.stacks.map((s) => s.stackName)).toContain(
      'Candor-Staging-Api',
    );
  });

  it('says what a new stage lacks, or which value is wrong, at synth', () => {
    expect(() => resolveStage('staging', {})).toThrow(
      /Stage 'staging' is misconfigured: senderEmail: a stage not in stage-config.ts needs one \(-c senderEmail=… or CANDOR_SENDER_EMAIL\)/,
    );
    expect(() =>
      resolveStage('staging', { senderEmail: 'pulse@acme.io', logRetentionDays: '8' }),
    ).toThrow(/logRetentionDays: '8' is not allowed/);
    expect(() =>
      resolveStage('staging', { senderEmail: 'pulse@acme.io', domain: 'pulse.acme.io' }),
    ).toThrow(/domain and certificateArn: give both/);
    expect(() => resolveStage('staging', { senderEmail: 'not an address' })).toThrow(
      /mail.from: an address/,
    );
  });
});

describe('prod-like stage: custom domain, domain identity, alarm e-mail and a web build', () => {
  let webDist: string;
  let synth: SynthesizedCandor;

  beforeAll(() => {
    webDist = mkdtempSync(join(tmpdir(), 'candor-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Candor</title>');
    writeFileSync(join(webDist, 'app.js'), 'console.log("candor")');
    // The inline-script hashes the web build writes beside its folder (web/build.ts).
    writeFileSync(cspHashesFile(webDist), JSON.stringify({ scriptHashes: [] }));
    synth = synthesizeCandor(stageConfig('prod'), { webDist });
  });
  afterAll(() => {
    rmSync(webDist, { recursive: true, force: true });
    rmSync(cspHashesFile(webDist), { force: true });
  });

  it('serves the domain with its certificate and TLS 1.2', () => {
    const [distribution] = resourcesOfType(synth.templates, 'AWS::CloudFront::Distribution');
    expect(distribution!.properties.DistributionConfig).toMatchObject({
      Aliases: ['candor.example.com'],
      ViewerCertificate: {
        AcmCertificateArn: stageConfig('prod').domain!.certificateArn,
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      },
    });
  });

  it('uses the domain as the app origin; data refers to web only for the logo reader', () => {
    const [files] = resourcesOfType(synth.templates, 'AWS::S3::Bucket').filter(
      (b) => b.properties.BucketName !== undefined,
    );
    expect(JSON.stringify(files!.properties.CorsConfiguration)).toContain(
      '"AllowedOrigins":["https://candor.example.com"]',
    );
    // The one reference: the distribution that may read team logos (decision 0039).
    const data = JSON.stringify(synth.templates.get('Candor-Prod-Data')!.toJSON());
    expect(data.match(/Candor-Prod-Web/g)).toHaveLength(1);
    const policies = resourcesOfType(synth.templates, 'AWS::S3::BucketPolicy').filter((p) =>
      JSON.stringify(p.properties).includes('CloudFrontReadsTeamLogos'),
    );
    expect(policies).toHaveLength(1);
    expect(JSON.stringify(policies[0]!.properties)).toContain('Candor-Prod-Web');
    expect(synth.candor.web.dependencies.map((s) => s.stackName)).not.toContain('Candor-Prod-Data');
  });

  it('deploys the SPA: hashed assets immutable for a year, pages revalidated and invalidated; the CDK helper passes cdk-nag', () => {
    expect(synth.candor.web.webDeployed).toBe(true);
    const deployments = resourcesOfType(synth.templates, 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    const assets = deployments.find((d) => d.logicalId.startsWith('DeployWebAssets'));
    const pages = deployments.find((d) => d.logicalId.startsWith('DeployWebPages'));
    expect(assets!.properties).toMatchObject({
      Include: ['assets/*'],
      Exclude: ['*'],
      Prune: true,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(assets!.properties.DistributionPaths).toBeUndefined();
    expect(pages!.properties).toMatchObject({
      Exclude: ['assets/*'],
      DistributionPaths: ['/*'],
      Prune: true,
      SystemMetadata: { 'cache-control': 'public, max-age=0, s-maxage=31536000, must-revalidate' },
    });
    // The pages go after the assets they name.
    expect(JSON.stringify(pages!.resource.DependsOn ?? [])).toContain(assets!.logicalId);
    expect(synth.violations).toEqual([]);
  });

  it('meets the Control Tower rules or acknowledges them: the custom certificate passes the TLS ones', () => {
    // The stacks this stage changes (certificate, web build, identity, alarm mail). The area
    // stacks are the same code as dev's, with other values: control-tower.test.ts checks them.
    const areaStacks = new Set<Stack>(synth.candor.areas.values());
    const report = controlTowerReport(synth, { stacks: (stack) => !areaStacks.has(stack) });
    expect(report.unacknowledged.map((f) => `${f.control} ${f.rule} at ${f.resource}`)).toEqual([]);
    const rules = new Set(report.findings.map((f) => f.rule));
    for (const rule of [
      'cloudfront_custom_ssl_certificate_check',
      'cloudfront_sni_enabled_check',
      'cloudfront_security_policy_check',
    ]) {
      expect(rules.has(rule), rule).toBe(false);
    }
  });

  it('verifies a domain identity and mails alarms', () => {
    const [identity] = resourcesOfType(synth.templates, 'AWS::SES::EmailIdentity');
    expect(identity!.properties.EmailIdentity).toBe('candor.example.com');
    const [subscription] = resourcesOfType(synth.templates, 'AWS::SNS::Subscription');
    expect(subscription!.properties).toMatchObject({
      Protocol: 'email',
      Endpoint: 'ops@candor.example.com',
    });
  });
});
