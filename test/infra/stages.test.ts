import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHashesFile } from '../../shared/src/domain/security-headers';
import { stageConfig, validateStageConfig, type StageConfig } from '../../infra/aws/stage-config';
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

  it('uses the domain as the app origin: no reference from data to web', () => {
    const [files] = resourcesOfType(synth.templates, 'AWS::S3::Bucket').filter(
      (b) => b.properties.BucketName !== undefined,
    );
    expect(JSON.stringify(files!.properties.CorsConfiguration)).toContain(
      '"AllowedOrigins":["https://candor.example.com"]',
    );
    expect(synth.candor.data.dependencies.map((s) => s.stackName)).not.toContain('Candor-Prod-Web');
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
