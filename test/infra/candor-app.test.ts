import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SecretValue } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobList } from '#shared/api/jobs';
import { getRoute, routeList } from '#shared/api/routes';
import { API_GATEWAY_TIMEOUT_SECONDS, routeTimeoutSeconds } from '#shared/api/route-types';
import { tableSchema } from '#shared/data/table';
import { ORIGIN_HEADER } from '#shared/domain/edge';
import { cspHashesFile, permissionsPolicy } from '#shared/domain/security-headers';
import { WebStack } from '../../infra/aws/stacks/web-stack';
import { repoRoot } from '../../infra/aws/names';
import { stageConfig } from '../../infra/aws/stage-config';
import {
  actionsOf,
  ourFunctions,
  resourceCount,
  resourcesOfType,
  roleStatements,
  synthesizeCandor,
  testApp,
  type FoundResource,
  type SynthesizedCandor,
} from './synth';

// CloudFront managed policy ids (the same in every account).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const writeActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  's3:PutObject',
  's3:DeleteObject',
  'ses:SendEmail',
  'scheduler:CreateSchedule',
  'scheduler:UpdateSchedule',
  'scheduler:DeleteSchedule',
  'iam:PassRole',
];

let synth: SynthesizedCandor;
let templates: Map<string, Template>;

beforeAll(() => {
  synth = synthesizeCandor(stageConfig('dev'));
  templates = synth.templates;
});

function template(part: string): Template {
  const found = templates.get(`Candor-Dev-${part}`);
  if (!found) throw new Error(`No stack Candor-Dev-${part}`);
  return found;
}

/** A CloudFormation string, with Fn::Join flattened and pseudo parameters as `${AWS::Name}`. */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as Record<string, unknown>;
  if (v['Fn::Join']) {
    const [separator, parts] = v['Fn::Join'] as [string, unknown[]];
    return parts.map(flatten).join(separator);
  }
  if (typeof v.Ref === 'string') return `\${${v.Ref}}`;
  return JSON.stringify(value);
}

/** A CSP directive's sources, e.g. `directive(csp, 'script-src')` -> ["'self'", ...]. */
function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name);
  return found ? found.slice(1) : [];
}

const securityConfigKeys: Record<string, string> = {
  ContentSecurityPolicy: 'content-security-policy',
  StrictTransportSecurity: 'strict-transport-security',
  ContentTypeOptions: 'x-content-type-options',
  FrameOptions: 'x-frame-options',
  ReferrerPolicy: 'referrer-policy',
  XSSProtection: 'x-xss-protection',
};

/** A response headers policy's security headers, by header name. */
function headersOf(policy: FoundResource): Record<string, Record<string, unknown>> {
  const config = (
    policy.properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
    }
  ).SecurityHeadersConfig;
  return Object.fromEntries(
    Object.entries(config).map(([key, value]) => [securityConfigKeys[key] ?? key, value]),
  );
}

function cspOf(policy: FoundResource): string {
  return flatten(headersOf(policy)['content-security-policy']?.ContentSecurityPolicy);
}

function customHeaders(policy: FoundResource): Record<string, string> {
  const items =
    (
      policy.properties.ResponseHeadersPolicyConfig as {
        CustomHeadersConfig?: { Items: { Header: string; Value: string }[] };
      }
    ).CustomHeadersConfig?.Items ?? [];
  return Object.fromEntries(items.map((item) => [item.Header, item.Value]));
}

function onlyResource(part: string, type: string): FoundResource {
  const found = resourcesOfType(templates, type).filter((r) => r.stack === `Candor-Dev-${part}`);
  expect(found, `${type} in ${part}`).toHaveLength(1);
  return found[0]!;
}

/** The dead-letter queue of the schedules and job functions (the send queue has its own). */
function scheduleDeadLetterQueue(): FoundResource {
  const found = resourcesOfType(templates, 'AWS::SQS::Queue').filter(
    (r) => r.stack === 'Candor-Dev-Jobs' && r.logicalId.startsWith('DeadLetterQueue'),
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The cross-stack reference inside a value (an `Fn::Join` of parts, say). */
function crossStackPart(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (v['Fn::GetStackOutput'] || v['Fn::ImportValue']) return value;
  for (const inner of Object.values(v)) {
    const found = Array.isArray(inner)
      ? inner.map(crossStackPart).find(Boolean)
      : crossStackPart(inner);
    if (found) return found;
  }
  return undefined;
}

/** Follows a cross-stack reference (weak or strong) to the producer's `{ stack, value }`. */
function dereference(value: unknown): { stack: string; value: unknown } | undefined {
  const ref = value as Record<string, unknown>;
  const stackOutput = ref['Fn::GetStackOutput'] as
    { StackName: string; OutputName: string } | undefined;
  if (stackOutput) {
    const outputs = templates.get(stackOutput.StackName)?.toJSON().Outputs ?? {};
    return { stack: stackOutput.StackName, value: outputs[stackOutput.OutputName]?.Value };
  }
  const importName = ref['Fn::ImportValue'];
  if (typeof importName === 'string') {
    for (const [stack, t] of templates) {
      for (const output of Object.values(t.toJSON().Outputs ?? {}) as {
        Value: unknown;
        Export?: { Name: string };
      }[]) {
        if (output.Export?.Name === importName) return { stack, value: output.Value };
      }
    }
  }
  return undefined;
}

describe('stacks', () => {
  it('are named Candor-<Stage>-<concern>, with one API stack per route area', () => {
    const areas = [...new Set(routeList.map((route) => route.area))];
    const expected = ['Mail', 'Api', 'Web', 'Data', 'Jobs', 'Ops'].map(
      (part) => `Candor-Dev-${part}`,
    );
    expected.push(
      ...areas.map((area) => `Candor-Dev-Api-${area[0]!.toUpperCase()}${area.slice(1)}`),
    );
    expect([...templates.keys()].sort()).toEqual(expected.sort());
  });

  it('each hold fewer than 450 resources', () => {
    for (const [name, t] of templates) expect(resourceCount(t), name).toBeLessThan(450);
  });

  it('synthesize without bundling in tests: function code points at the unbundled project', () => {
    for (const fn of ourFunctions(templates)) {
      const key = (fn.properties.Code as { S3Key: string }).S3Key;
      const manifest = JSON.parse(
        readFileSync(join(synth.assemblyDirectory, `${fn.stack}.assets.json`), 'utf8'),
      ) as { files: Record<string, { source: { path: string } }> };
      const source = manifest.files[key.replace(/\.zip$/, '')]!.source.path;
      // Bundled code would be a staged asset.<hash> directory holding index.mjs.
      expect(source, fn.id).toBe(repoRoot);
    }
  });
});

describe('functions and routes', () => {
  it('one function per route of the route table and one per job', () => {
    const ids = ourFunctions(templates).map((fn) => `${fn.kind}:${fn.id}`);
    const expected = [
      ...routeList.map((route) => `route:${route.id}`),
      ...jobList.map((job) => `job:${job.id}`),
    ];
    expect(ids.sort()).toEqual(expected.sort());
  });

  it('are the only Lambda functions (no CDK helper functions without a web build)', () => {
    expect(resourcesOfType(templates, 'AWS::Lambda::Function')).toHaveLength(
      routeList.length + jobList.length,
    );
  });

  it('one API route per route table entry, with its route key, integrated with its own function', () => {
    const apiRoutes = resourcesOfType(templates, 'AWS::ApiGatewayV2::Route');
    const keys = apiRoutes.map((route) => route.properties.RouteKey);
    expect(keys.sort()).toEqual(routeList.map((route) => `${route.method} ${route.path}`).sort());
    expect(keys).toContain('GET /api/health');
    expect(keys).toContain('ANY /api/{proxy+}');

    const functions = ourFunctions(templates);
    for (const apiRoute of apiRoutes) {
      const route = routeList.find(
        (r) => `${r.method} ${r.path}` === apiRoute.properties.RouteKey,
      )!;
      expect(apiRoute.stack).toBe(
        `Candor-Dev-Api-${route.area[0]!.toUpperCase()}${route.area.slice(1)}`,
      );
      expect(apiRoute.properties.AuthorizationType).toBe('NONE');
      const target = JSON.stringify(apiRoute.properties.Target);
      const integration = resourcesOfType(templates, 'AWS::ApiGatewayV2::Integration').find(
        (i) => i.stack === apiRoute.stack && target.includes(`"${i.logicalId}"`),
      )!;
      expect(integration.properties.IntegrationType).toBe('AWS_PROXY');
      expect(integration.properties.PayloadFormatVersion).toBe('2.0');
      const fn = functions.find((f) => f.id === route.id)!;
      expect(integration.properties.IntegrationUri).toEqual({
        'Fn::GetAtt': [fn.logicalId, 'Arn'],
      });
      // The API stack owns the HttpApi; area stacks only reference it.
      expect(dereference(apiRoute.properties.ApiId)?.stack).toBe('Candor-Dev-Api');
    }
  });

  it('share the defaults: Node 22 on arm64, X-Ray tracing, JSON logs into their own retained-for-a-while log group', () => {
    for (const fn of ourFunctions(templates)) {
      expect(fn.properties).toMatchObject({
        TracingConfig: { Mode: 'Active' },
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        LoggingConfig: { LogFormat: 'JSON' },
      });
      const logGroupRef = (fn.properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup
        .Ref;
      const logGroup = resourcesOfType(templates, 'AWS::Logs::LogGroup').find(
        (g) => g.stack === fn.stack && g.logicalId === logGroupRef,
      );
      expect(logGroup?.properties.RetentionInDays).toBe(stageConfig('dev').logRetentionDays);
    }
  });

  it('each route function has its route table timeout (the local runtime enforces the same), under API Gateway’s 30 s', () => {
    const functions = ourFunctions(templates);
    for (const route of routeList) {
      const fn = functions.find((f) => f.id === route.id)!;
      expect(fn.properties.Timeout, route.id).toBe(routeTimeoutSeconds(route));
      expect(routeTimeoutSeconds(route), route.id).toBeLessThan(API_GATEWAY_TIMEOUT_SECONDS);
    }
  });

  it('get the environment functions/src/config.ts requires, and the scheduler settings', () => {
    for (const fn of ourFunctions(templates)) {
      const variables = (fn.properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(Object.keys(variables)).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'FILES_BUCKET',
          'MAIL_FROM',
          'APP_ORIGIN',
          'CANDOR_STAGE',
          'CANDOR_VERSION',
          'SCHEDULER_GROUP',
          'SCHEDULER_ROLE_ARN',
          'SCHEDULE_TARGET_ARN',
          'SCHEDULE_DLQ_ARN',
        ]),
      );
      expect(variables.CANDOR_STAGE).toBe('dev');
      expect(variables.SCHEDULER_GROUP).toBe('candor-dev');
      // Password hashes at the production cost, 2^17: only the tests' local runtime lowers it.
      expect(variables.CANDOR_PASSWORD_COST, fn.id).toBeUndefined();
      const table = dereference(variables.TABLE_NAME);
      expect(table?.stack).toBe('Candor-Dev-Data');
    }
  });
});

describe('grants', () => {
  const fn = (id: string) => ourFunctions(templates).find((f) => f.id === id)!;

  it('GetHealth may describe the table and nothing that writes', () => {
    const statements = roleStatements(templates, fn('GetHealth'));
    const table = onlyResource('Data', 'AWS::DynamoDB::Table');
    const describe = statements.find((s) => actionsOf([s]).includes('dynamodb:DescribeTable'))!;
    expect(actionsOf([describe])).toEqual(['dynamodb:DescribeTable']);
    expect(dereference(describe.Resource)).toEqual({
      stack: 'Candor-Dev-Data',
      value: { 'Fn::GetAtt': [table.logicalId, 'Arn'] },
    });
    const actions = actionsOf(statements);
    for (const action of writeActions) expect(actions).not.toContain(action);
    expect(actions.filter((a) => a.startsWith('dynamodb:'))).toEqual(['dynamodb:DescribeTable']);
    expect(actions.some((a) => a.includes('*'))).toBe(false);
  });

  it('give Resource "*" only to actions without resource-level permissions (X-Ray, SES GetAccount)', () => {
    for (const f of ourFunctions(templates)) {
      for (const statement of roleStatements(templates, f)) {
        const resources = Array.isArray(statement.Resource)
          ? statement.Resource
          : [statement.Resource];
        if (!resources.includes('*')) continue;
        // X-Ray's and SES's account read: actions AWS gives no resource-level permissions.
        const allowed = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments', 'ses:GetAccount'];
        expect(
          actionsOf([statement]).filter((a) => !allowed.includes(a)),
          f.id,
        ).toEqual([]);
      }
    }
  });

  it('a route with no access gets only its own log stream permissions', () => {
    const notFound = routeList.find((route) => route.access.length === 0)!;
    const statements = roleStatements(templates, fn(notFound.id));
    expect(actionsOf(statements).sort()).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
  });

  it('only routes that sign or check sessions may read the session key, and only that secret', () => {
    const secrets = resourcesOfType(templates, 'AWS::SecretsManager::Secret');
    // The third, the API's origin secret, is read by CloudFormation at deploy time, by no function.
    expect(secrets.map((r) => r.stack).sort()).toEqual([
      'Candor-Dev-Api',
      'Candor-Dev-Data',
      'Candor-Dev-Data',
    ]);
    const byPurpose = (start: string) => {
      const found = secrets.find((r) => String(r.properties.Description ?? '').startsWith(start));
      expect(found, start).toBeDefined();
      return { stack: 'Candor-Dev-Data', value: { Ref: found!.logicalId } };
    };
    const sessionKey = byPurpose('Candor session signing key');
    const paymentsSecret = byPurpose('Candor payments');
    for (const route of routeList) {
      const statements = roleStatements(templates, fn(route.id));
      const reads = statements
        .filter((s) => actionsOf([s]).includes('secretsmanager:GetSecretValue'))
        .map((s) => dereference(s.Resource));
      const expected = [
        ...(route.access.includes('session-key:read') ? [sessionKey] : []),
        ...(route.access.includes('payments-secret:read') ? [paymentsSecret] : []),
      ];
      expect(reads, route.id).toHaveLength(expected.length);
      for (const secret of expected) expect(reads, route.id).toContainEqual(secret);
    }
    // Every signed-in route checks its session, so it must be able to read the key.
    for (const route of routeList.filter((r) => r.auth === 'user')) {
      expect(route.access, route.id).toContain('session-key:read');
    }
    // Only the billing functions may read the payments secret.
    for (const route of routeList.filter((r) => r.access.includes('payments-secret:read'))) {
      expect(route.area, route.id).toBe('billing');
    }
  });

  it('only routes that check the mail account may call ses:GetAccount, in a statement of its own', () => {
    for (const route of routeList) {
      const statements = roleStatements(templates, fn(route.id));
      const account = statements.filter((s) => actionsOf([s]).includes('ses:GetAccount'));
      if (route.access.includes('mail:account')) {
        expect(account, route.id).toHaveLength(1);
        // GetAccount has no resource type: "*" with this one read action and nothing else.
        expect(actionsOf(account), route.id).toEqual(['ses:GetAccount']);
        expect(account[0]?.Resource, route.id).toBe('*');
      } else {
        expect(account, route.id).toHaveLength(0);
      }
    }
    expect(fn('TestEmailConnection')).toBeDefined();
    expect(getRoute('TestEmailConnection').access).toContain('mail:account');
    // The test e-mail sends from the configured sender only, and cannot read the account.
    const send = roleStatements(templates, fn('SendTestEmail'));
    expect(actionsOf(send)).toContain('ses:SendEmail');
    expect(actionsOf(send)).not.toContain('ses:GetAccount');
    expect(
      actionsOf(roleStatements(templates, fn('GetEmailConfig'))).filter((a) =>
        a.startsWith('ses:'),
      ),
    ).toEqual([]);
  });

  it('no function role uses a managed policy or Scan', () => {
    for (const f of ourFunctions(templates)) {
      expect(actionsOf(roleStatements(templates, f))).not.toContain('dynamodb:Scan');
    }
    for (const role of resourcesOfType(templates, 'AWS::IAM::Role')) {
      expect(role.properties.ManagedPolicyArns, role.logicalId).toBeUndefined();
    }
  });
});

describe('data', () => {
  it('the table: on demand, PITR, deletion protection, retained, TTL and both GSIs', () => {
    const table = onlyResource('Data', 'AWS::DynamoDB::Table');
    expect(table.resource.DeletionPolicy).toBe('Retain');
    expect(table.resource.UpdateReplacePolicy).toBe('Retain');
    expect(table.properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      DeletionProtectionEnabled: true,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
    });
    const indexes = table.properties.GlobalSecondaryIndexes as {
      IndexName: string;
      KeySchema: { AttributeName: string; KeyType: string }[];
      Projection: { ProjectionType: string };
    }[];
    expect(indexes).toEqual(
      tableSchema.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });

  it('the files bucket: private, SSL only, encrypted, versioned, retained, CORS for the app, logged', () => {
    const data = template('Data');
    const files = resourcesOfType(templates, 'AWS::S3::Bucket').find(
      (b) => b.stack === 'Candor-Dev-Data' && b.properties.BucketName !== undefined,
    )!;
    expect(files.resource.DeletionPolicy).toBe('Retain');
    expect(files.properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
        ],
      },
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: { LogFilePrefix: 'files/' },
    });
    const cors = (files.properties.CorsConfiguration as { CorsRules: Record<string, unknown>[] })
      .CorsRules[0]!;
    expect(cors.AllowedMethods).toEqual(expect.arrayContaining(['PUT', 'GET']));
    // No custom domain on dev: the app origin is the distribution's domain.
    expect(JSON.stringify(cors.AllowedOrigins)).toContain('Candor-Dev-Web');
    // Images uploaded and never saved are deleted after a day (decision 0051); versions too.
    const rules = (files.properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] })
      .Rules;
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' }),
        expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } }),
      ]),
    );
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: files.logicalId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });
});

describe('web', () => {
  const distributionConfig = () =>
    onlyResource('Web', 'AWS::CloudFront::Distribution').properties.DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
      Origins: { Id: string; DomainName: unknown; CustomOriginConfig?: Record<string, unknown> }[];
      CustomErrorResponses?: unknown;
    };

  it('sends /api/* to the HTTP API origin, uncached, with every viewer header but Host', () => {
    const config = distributionConfig();
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api.FunctionAssociations).toBeUndefined();
    const origin = config.Origins.find((o) => o.Id === api.TargetOriginId)!;
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    const domain = JSON.stringify(origin.DomainName);
    expect(domain).toContain('Candor-Dev-Api');
    expect(domain).toContain('.execute-api.');
  });

  /** The secret a CloudFormation dynamic reference reads, as `stack/logicalId` of the secret. */
  const dynamicSecret = (value: unknown) => {
    const [, parts] = (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
    expect(parts[0]).toBe('{{resolve:secretsmanager:');
    expect(parts[2]).toBe(':SecretString:::}}');
    const arn = dereference(parts[1]) ?? { stack: 'local', value: parts[1] };
    return `${arn.stack}/${(arn.value as { Ref: string }).Ref}`;
  };
  const originSecret = () => {
    const secret = resourcesOfType(templates, 'AWS::SecretsManager::Secret').find(
      (s) => s.stack === 'Candor-Dev-Api' && s.logicalId.startsWith('OriginSecret'),
    )!;
    return `${secret.stack}/${secret.logicalId}`;
  };

  it('sends the API the origin secret from Secrets Manager, never its value in a template', () => {
    const config = distributionConfig();
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    const origin = config.Origins.find((o) => o.Id === api.TargetOriginId) as unknown as {
      OriginCustomHeaders: { HeaderName: string; HeaderValue: unknown }[];
    };
    expect(origin.OriginCustomHeaders.map((h) => h.HeaderName)).toEqual([ORIGIN_HEADER]);
    expect(dynamicSecret(origin.OriginCustomHeaders[0]!.HeaderValue)).toBe(originSecret());
    // The SPA's bucket origin is not given it.
    expect(JSON.stringify(config.Origins.filter((o) => o !== (origin as unknown)))).not.toContain(
      ORIGIN_HEADER,
    );
  });

  it('has every route function check that secret, and no job function hold it', () => {
    const routeIds = new Set<string>(routeList.map((route) => route.id));
    for (const fn of ourFunctions(templates)) {
      const env = (fn.properties.Environment as { Variables: Record<string, unknown> }).Variables;
      if (routeIds.has(fn.id)) {
        expect(dynamicSecret(env.CANDOR_ORIGIN_SECRET), fn.id).toBe(originSecret());
      } else {
        expect(env.CANDOR_ORIGIN_SECRET, fn.id).toBeUndefined();
      }
    }
  });

  it('serves the SPA from the bucket with the rewrite function and no error-response fallback', () => {
    const config = distributionConfig();
    const rewrite = onlyResource('Web', 'AWS::CloudFront::Function');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [rewrite.logicalId, 'FunctionARN'] },
      },
    ]);
    const bucketOrigin = config.Origins.find(
      (o) => o.Id === config.DefaultCacheBehavior.TargetOriginId,
    ) as Record<string, unknown>;
    expect(bucketOrigin.OriginAccessControlId).toBeDefined();
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('rewrites app routes to /index.html, the public survey page to /survey.html, the sign-in page to /login.html, and leaves files alone', () => {
    const code = onlyResource('Web', 'AWS::CloudFront::Function').properties.FunctionCode as string;
    const handler = new Function(`${code}; return handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/teams/42/settings')).toBe('/index.html');
    expect(rewrite('/surveys/abc-123/edit')).toBe('/index.html');
    expect(rewrite('/survey')).toBe('/index.html');
    expect(rewrite('/survey/abc-123/more')).toBe('/index.html');
    // The public survey page is its own light entry (docs/decisions/0007), not the SPA.
    expect(rewrite('/survey/7c0e9f1a-2b3c-4d5e-8f90-123456789abc')).toBe('/survey.html');
    expect(rewrite('/survey/abc-123/')).toBe('/survey.html');
    expect(rewrite('/survey.html')).toBe('/survey.html');
    // The sign-in page, rendered ahead (docs/decisions/0027); nothing else under it.
    expect(rewrite('/login')).toBe('/login.html');
    expect(rewrite('/login/')).toBe('/login.html');
    expect(rewrite('/login/more')).toBe('/index.html');
    expect(rewrite('/logins')).toBe('/index.html');
    expect(rewrite('/assets/app-3f9a.js')).toBe('/assets/app-3f9a.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
    expect(rewrite('/index.html')).toBe('/index.html');
  });

  it('adds the page security headers to the app and the JSON subset to /api/*, with HSTS', () => {
    const policies = resourcesOfType(templates, 'AWS::CloudFront::ResponseHeadersPolicy').filter(
      (r) => r.stack === 'Candor-Dev-Web',
    );
    // The third is the team logos' (below).
    expect(policies).toHaveLength(3);
    const page = policies.find((p) => p.logicalId.startsWith('SecurityHeaders'))!;
    const api = policies.find((p) => p.logicalId.startsWith('ApiSecurityHeaders'))!;

    const pageHeaders = headersOf(page);
    expect(pageHeaders['strict-transport-security']).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Override: true,
    });
    const csp = cspOf(page);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    const scripts = directive(csp, 'script-src');
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(directive(csp, 'img-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'data:',
        'blob:',
        'https://candor-dev-files-${AWS::AccountId}-${AWS::Region}.s3.${AWS::Region}.${AWS::URLSuffix}',
      ]),
    );
    // Images are PUT to presigned URLs of the files bucket (decision 0051).
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://candor-dev-files-${AWS::AccountId}-${AWS::Region}.s3.${AWS::Region}.${AWS::URLSuffix}',
      ]),
    );
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(csp).toContain('upgrade-insecure-requests');
    expect(pageHeaders['x-frame-options']).toMatchObject({ FrameOption: 'DENY' });
    expect(pageHeaders['x-content-type-options']).toMatchObject({ Override: true });
    expect(pageHeaders['referrer-policy']).toMatchObject({
      ReferrerPolicy: 'strict-origin-when-cross-origin',
    });
    // The same Permissions-Policy the local server sends.
    expect(customHeaders(page)['Permissions-Policy']).toBe(permissionsPolicy);
    expect(permissionsPolicy).toContain('camera=()');
    expect(permissionsPolicy).toContain('microphone=()');
    expect(permissionsPolicy).toContain('geolocation=()');

    const apiHeaders = headersOf(api);
    expect(cspOf(api)).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(apiHeaders['strict-transport-security']).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
    });
    expect(apiHeaders['x-content-type-options']).toMatchObject({ Override: true });
    expect(apiHeaders['referrer-policy']).toMatchObject({
      ReferrerPolicy: 'strict-origin-when-cross-origin',
    });

    const config = distributionConfig();
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: page.logicalId });
    const apiBehaviour = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    expect(apiBehaviour.ResponseHeadersPolicyId).toEqual({ Ref: api.logicalId });
  });

  describe('team logos at /logos/* (decision 0039)', () => {
    const logos = () =>
      distributionConfig().CacheBehaviors.find((b) => b.PathPattern === '/logos/*')!;

    it('come from the files bucket, named not referenced, through an Origin Access Control', () => {
      const behaviour = logos();
      expect(behaviour).toMatchObject({
        AllowedMethods: ['GET', 'HEAD'],
        CachedMethods: ['GET', 'HEAD'],
        ViewerProtocolPolicy: 'redirect-to-https',
        Compress: false,
      });
      expect(behaviour.FunctionAssociations).toBeUndefined();
      expect(behaviour.OriginRequestPolicyId).toBeUndefined();
      const origin = distributionConfig().Origins.find(
        (o) => o.Id === behaviour.TargetOriginId,
      ) as Record<string, unknown>;
      // The bucket's regional endpoint in the stage's region, from the bucket's fixed name.
      expect(flatten(origin.DomainName)).toBe(
        'candor-dev-files-${AWS::AccountId}-${AWS::Region}.s3.us-east-1.amazonaws.com',
      );
      expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
      expect(JSON.stringify(origin)).not.toContain(ORIGIN_HEADER);
      const access = resourcesOfType(templates, 'AWS::CloudFront::OriginAccessControl').find(
        (r) => r.stack === 'Candor-Dev-Web' && r.logicalId.startsWith('LogoAccess'),
      )!;
      expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [access.logicalId, 'Id'] });
      expect(access.properties.OriginAccessControlConfig).toMatchObject({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      });
      // The web stack holds no reference to the data stack (which refers to it): no cycle.
      expect(JSON.stringify(template('Web').toJSON())).not.toContain('Candor-Dev-Data');
    });

    it('are cached a year by CloudFront and browsers, whatever the viewer sends', () => {
      const cache = resourcesOfType(templates, 'AWS::CloudFront::CachePolicy').find(
        (r) => r.stack === 'Candor-Dev-Web' && r.logicalId.startsWith('LogoCache'),
      )!;
      expect(logos().CachePolicyId).toEqual({ Ref: cache.logicalId });
      const year = 365 * 24 * 60 * 60;
      expect(cache.properties.CachePolicyConfig).toMatchObject({
        MinTTL: year,
        DefaultTTL: year,
        MaxTTL: year,
        ParametersInCacheKeyAndForwardedToOrigin: {
          CookiesConfig: { CookieBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
        },
      });
      const headers = resourcesOfType(templates, 'AWS::CloudFront::ResponseHeadersPolicy').find(
        (r) => r.stack === 'Candor-Dev-Web' && r.logicalId.startsWith('LogoHeaders'),
      )!;
      expect(logos().ResponseHeadersPolicyId).toEqual({ Ref: headers.logicalId });
      expect(customHeaders(headers)['Cache-Control']).toBe('public, max-age=31536000, immutable');
      expect(cspOf(headers)).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headersOf(headers)['x-content-type-options']).toMatchObject({ Override: true });
    });

    it('are the only objects of the files bucket the distribution may read', () => {
      const files = resourcesOfType(templates, 'AWS::S3::Bucket').find(
        (r) => r.stack === 'Candor-Dev-Data' && r.logicalId.startsWith('Files'),
      )!;
      const policy = resourcesOfType(templates, 'AWS::S3::BucketPolicy').find(
        (r) =>
          r.stack === 'Candor-Dev-Data' &&
          JSON.stringify(r.properties.Bucket) === JSON.stringify({ Ref: files.logicalId }),
      )!;
      const statements = (
        policy.properties.PolicyDocument as { Statement: Record<string, unknown>[] }
      ).Statement;
      const allows = statements.filter((s) => s.Effect === 'Allow');
      expect(allows).toHaveLength(1);
      const read = allows[0]!;
      expect(read).toMatchObject({
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Action: 's3:GetObject',
      });
      expect(flatten(read.Resource)).toBe(
        `${JSON.stringify({ 'Fn::GetAtt': [files.logicalId, 'Arn'] })}/logos/*`,
      );
      const sourceArn = (read.Condition as { StringEquals: Record<string, unknown> }).StringEquals[
        'AWS:SourceArn'
      ];
      const distribution = onlyResource('Web', 'AWS::CloudFront::Distribution');
      expect(flatten(sourceArn)).toContain(':cloudfront::${AWS::AccountId}:distribution/');
      expect(JSON.stringify(sourceArn)).toContain('Candor-Dev-Web');
      expect(JSON.stringify(dereference(crossStackPart(sourceArn))?.value)).toBe(
        JSON.stringify({ Ref: distribution.logicalId }),
      );
    });
  });

  it('deploys no SPA when there is no web build, and says so', () => {
    expect(synth.candor.web.webDeployed).toBe(false);
    expect(resourcesOfType(templates, 'Custom::CDKBucketDeployment')).toHaveLength(0);
    Annotations.fromStack(synth.candor.web).hasInfo(
      '/Candor-Dev-Web',
      Match.stringLikeRegexp('the SPA is not deployed'),
    );
  });
});

describe('api stage', () => {
  it('is throttled and keeps access logs without IPs or raw paths', () => {
    const stage = onlyResource('Api', 'AWS::ApiGatewayV2::Stage');
    const { apiThrottle } = stageConfig('dev');
    expect(stage.properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: apiThrottle.rateLimit,
        ThrottlingBurstLimit: apiThrottle.burstLimit,
      },
    });
    const format = (stage.properties.AccessLogSettings as { Format: string }).Format;
    expect(format).toContain('$context.routeKey');
    expect(format).not.toMatch(/sourceIp|userAgent|\$context\.path|queryString/);
  });
});

describe('the send queue (decision 0033)', () => {
  const fn = (id: string) => ourFunctions(templates).find((f) => f.id === id)!;
  const queues = () =>
    resourcesOfType(templates, 'AWS::SQS::Queue').filter((r) => r.stack === 'Candor-Dev-Jobs');
  const worker = jobList.find((job) => job.queue)!;

  it('a queue with a dead-letter queue after the worker’s maxReceiveCount, encrypted and SSL only', () => {
    const sendQueue = queues().find((q) => q.logicalId.startsWith('SendQueue'))!;
    const dead = queues().find((q) => q.logicalId.startsWith('SendDeadLetterQueue'))!;
    expect(sendQueue.properties).toMatchObject({
      SqsManagedSseEnabled: true,
      // Six times the worker's timeout, as AWS advises for a Lambda event source.
      VisibilityTimeout: 6 * (worker.timeoutSeconds ?? 60),
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [dead.logicalId, 'Arn'] },
        maxReceiveCount: worker.queue!.maxReceiveCount,
      },
    });
    expect(dead.properties).toMatchObject({ SqsManagedSseEnabled: true });
    const policies = resourcesOfType(templates, 'AWS::SQS::QueuePolicy').filter((p) =>
      JSON.stringify(p.properties).includes(sendQueue.logicalId),
    );
    expect(JSON.stringify(policies)).toContain('aws:SecureTransport');
  });

  it('an alarm on the dead-letter queue’s depth that tells the alarm topic', () => {
    const dead = queues().find((q) => q.logicalId.startsWith('SendDeadLetterQueue'))!;
    const alarm = resourcesOfType(templates, 'AWS::CloudWatch::Alarm').find((a) =>
      a.logicalId.startsWith('SendDeadLetterQueueAlarm'),
    )!;
    expect(alarm.properties).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dead.logicalId, 'QueueName'] } }],
    });
    expect(JSON.stringify(alarm.properties.AlarmActions)).toContain('Alarms');
  });

  it('the worker reads it through an event source with its batch size, maximum concurrency and batch failures', () => {
    const mapping = onlyResource('Jobs', 'AWS::Lambda::EventSourceMapping');
    const sendQueue = queues().find((q) => q.logicalId.startsWith('SendQueue'))!;
    expect(mapping.properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [sendQueue.logicalId, 'Arn'] },
      BatchSize: worker.queue!.batchSize,
      ScalingConfig: { MaximumConcurrency: worker.queue!.maxConcurrency },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const statements = roleStatements(templates, fn(worker.id));
    const actions = actionsOf(statements);
    for (const action of [
      'sqs:ReceiveMessage',
      'sqs:DeleteMessage',
      'sqs:ChangeMessageVisibility',
    ]) {
      expect(actions).toContain(action);
    }
    expect(actions).toContain('ses:SendEmail');
    expect(actions).not.toContain('sqs:SendMessage');
  });

  it('only the functions that queue sends and reminders may put messages on it; no API function sends survey mail itself', () => {
    for (const route of routeList) {
      const actions = actionsOf(roleStatements(templates, fn(route.id)));
      expect(actions.includes('sqs:SendMessage'), route.id).toBe(
        route.access.includes('queue:send'),
      );
    }
    // The scheduled job queues an automation's run and a round's reminders, the report job the
    // managers' mails of closed rounds' reports, the hourly job conversations' mails (decision
    // 0058): they may, and of the jobs only they, on the send queue alone.
    const sendQueue = queues().find((q) => q.logicalId.startsWith('SendQueue'))!;
    for (const job of jobList) {
      const grants = roleStatements(templates, fn(job.id)).filter((s) => s.Sid === 'SendQueueSend');
      expect(grants.length, job.id).toBe(
        ['RunScheduledJob', 'MailRoundReports', 'HourlyUpkeep'].includes(job.id) ? 1 : 0,
      );
      for (const statement of grants) {
        expect(statement.Action, job.id).toBe('sqs:SendMessage');
        expect(JSON.stringify(statement.Resource), job.id).toContain(sendQueue.logicalId);
      }
    }
    // Sending a survey queues it: the API function has no SES grant at all.
    const send = actionsOf(roleStatements(templates, fn('SendSurveyEmail')));
    expect(send).toContain('sqs:SendMessage');
    expect(send.filter((a) => a.startsWith('ses:'))).toEqual([]);
    for (const route of routeList.filter((r) => r.access.includes('mail:send'))) {
      // Routes that still mail do so to one recipient: a resend, a test mail, an account's mail.
      expect(
        ['SendSurveyEmail', 'SendSurveyToTeams'].includes(route.id),
        `${route.id} must not mail many people`,
      ).toBe(false);
    }
  });

  it('every function gets the queue’s address and the worker count', () => {
    for (const f of ourFunctions(templates)) {
      const env = (f.properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(env), f.id).toEqual(
        expect.arrayContaining(['SEND_QUEUE_URL', 'SEND_WORKER_CONCURRENCY']),
      );
      expect(env.SEND_WORKER_CONCURRENCY, f.id).toBe(String(worker.queue!.maxConcurrency));
    }
  });
});

describe('jobs', () => {
  it('a schedule group for the stage', () => {
    expect(onlyResource('Jobs', 'AWS::Scheduler::ScheduleGroup').properties).toEqual({
      Name: 'candor-dev',
    });
  });

  it('the hourly response digest runs the job function in the group, with retries and the DLQ', () => {
    const schedule = resourcesOfType(templates, 'AWS::Scheduler::Schedule').find(
      (r) =>
        r.stack === 'Candor-Dev-Jobs' && JSON.stringify(r.properties).includes('response-digest'),
    )!.properties as {
      ScheduleExpression: string;
      ScheduleExpressionTimezone: string;
      Target: { Input: string; RetryPolicy: unknown; DeadLetterConfig: unknown };
    };
    expect(schedule.ScheduleExpression).toBe('cron(2 * * * ? *)');
    expect(schedule.ScheduleExpressionTimezone).toBe('UTC');
    expect(JSON.parse(schedule.Target.Input)).toMatchObject({ kind: 'response-digest' });
    expect(schedule.Target.RetryPolicy).toEqual({
      MaximumRetryAttempts: 5,
      MaximumEventAgeInSeconds: 3600,
    });
    expect(schedule.Target.DeadLetterConfig).toBeDefined();
    const purge = resourcesOfType(templates, 'AWS::Scheduler::Schedule').filter(
      (r) => r.stack === 'Candor-Dev-Jobs' && JSON.stringify(r.properties).includes('survey-purge'),
    );
    expect(purge).toHaveLength(1);
    // The hourly upkeep has its function: it removes files and remakes schedules, mails nothing;
    // the scheduled job no longer touches files.
    const upkeep = purge[0]!.properties as { ScheduleExpression: string; Target: { Arn: unknown } };
    expect(upkeep.ScheduleExpression).toBe('cron(17 * * * ? *)');
    expect(JSON.stringify(upkeep.Target.Arn)).toContain(':function:candor-dev-hourly-upkeep');
    const upkeepActions = actionsOf(
      roleStatements(
        templates,
        ourFunctions(templates).find((f) => f.id === 'HourlyUpkeep')!,
      ),
    );
    expect(upkeepActions).toContain('s3:DeleteObject');
    expect(upkeepActions).toContain('scheduler:CreateSchedule');
    expect(upkeepActions.filter((a) => a.startsWith('ses:'))).toEqual([]);
    const runActions = actionsOf(
      roleStatements(
        templates,
        ourFunctions(templates).find((f) => f.id === 'RunScheduledJob')!,
      ),
    );
    expect(runActions.filter((a) => a.startsWith('s3:'))).toEqual([]);
  });

  it("the round reports' schedule fires their own function every 10 minutes, with retries and the DLQ", () => {
    const dlq = scheduleDeadLetterQueue();
    const reports = resourcesOfType(templates, 'AWS::Scheduler::Schedule').filter(
      (r) =>
        r.stack === 'Candor-Dev-Jobs' && JSON.stringify(r.properties).includes('round-reports'),
    );
    expect(reports).toHaveLength(1);
    const schedule = reports[0]!.properties as {
      ScheduleExpression: string;
      Target: { Arn: unknown; Input: string; DeadLetterConfig: unknown };
    };
    expect(schedule.ScheduleExpression).toBe('cron(0/10 * * * ? *)');
    expect(JSON.stringify(schedule.Target.Arn)).toContain(
      ':function:candor-dev-mail-round-reports',
    );
    expect(JSON.parse(schedule.Target.Input)).toMatchObject({ kind: 'round-reports' });
    expect(schedule.Target.DeadLetterConfig).toBeDefined();
    template('Jobs').hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'candor-dev-mail-round-reports',
      DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': [dlq.logicalId, 'Arn'] } },
    });
    // Least privilege: the table (the outbox) and queueing the managers' mails; the send worker
    // mails them (decision 0033), so no mail, no files, no schedules.
    const fn = ourFunctions(templates).find((f) => f.id === 'MailRoundReports')!;
    const actions = actionsOf(roleStatements(templates, fn));
    expect(actions).toContain('sqs:SendMessage');
    expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
    expect(actions.filter((a) => a.startsWith('s3:'))).toEqual([]);
    expect(actions.filter((a) => a.startsWith('scheduler:'))).toEqual([]);
    expect(actions.filter((a) => a.startsWith('sqs:') && a !== 'sqs:SendMessage')).toEqual([]);
    // The worker that mails them reads the team's logo for the PDF and sends; it queues nothing.
    const worker = actionsOf(
      roleStatements(
        templates,
        ourFunctions(templates).find((f) => f.id === 'DeliverInvitations')!,
      ),
    );
    expect(worker).toEqual(expect.arrayContaining(['ses:SendEmail', 's3:GetObject']));
    expect(worker).not.toContain('sqs:SendMessage');
  });

  it('the scheduler role trusts only EventBridge Scheduler and may only invoke the job functions', () => {
    const jobs = template('Jobs');
    const role = resourcesOfType(templates, 'AWS::IAM::Role').find(
      (r) =>
        r.stack === 'Candor-Dev-Jobs' &&
        JSON.stringify(r.properties).includes('scheduler.amazonaws.com'),
    )!;
    expect(role.properties.AssumeRolePolicyDocument).toMatchObject({
      Statement: [
        {
          Action: 'sts:AssumeRole',
          Effect: 'Allow',
          Principal: { Service: 'scheduler.amazonaws.com' },
          Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
        },
      ],
    });
    const statements = resourcesOfType(templates, 'AWS::IAM::Policy')
      .filter((p) => p.stack === 'Candor-Dev-Jobs')
      .filter(
        (p) => JSON.stringify(p.properties.Roles) === JSON.stringify([{ Ref: role.logicalId }]),
      )
      .flatMap(
        (p) =>
          (p.properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] })
            .Statement,
      );
    const invoke = statements.find((s) => s.Action === 'lambda:InvokeFunction')!;
    // The schedules' target, the round reports' function and the hourly upkeep's, nothing else.
    expect(JSON.stringify(invoke.Resource)).toContain(':function:candor-dev-run-scheduled-job');
    expect(JSON.stringify(invoke.Resource)).toContain(':function:candor-dev-mail-round-reports');
    expect(JSON.stringify(invoke.Resource)).toContain(':function:candor-dev-hourly-upkeep');
    expect(invoke.Resource).toHaveLength(3);
    // Besides invoking, only delivering undeliverable events to the dead-letter queue.
    const dlq = scheduleDeadLetterQueue();
    for (const statement of statements.filter((s) => s !== invoke)) {
      expect(statement.Resource).toEqual({ 'Fn::GetAtt': [dlq.logicalId, 'Arn'] });
    }
    jobs.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'candor-dev-run-scheduled-job',
      DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': [dlq.logicalId, 'Arn'] } },
    });
  });

  it('an encrypted, SSL-only dead-letter queue with an alarm on visible messages', () => {
    const jobs = template('Jobs');
    const dlq = scheduleDeadLetterQueue();
    expect(dlq.properties.SqsManagedSseEnabled).toBe(true);
    jobs.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: dlq.logicalId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
    const alarm = resourcesOfType(templates, 'AWS::CloudWatch::Alarm').find(
      (r) => r.stack === 'Candor-Dev-Jobs' && r.properties.Namespace === 'AWS/SQS',
    )!;
    expect(alarm.properties).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlq.logicalId, 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
    });
    expect(alarm.properties.AlarmActions).toHaveLength(1);
  });

  it('functions that manage schedules may do so only in our group', () => {
    const managers = ourFunctions(templates).filter((f) =>
      actionsOf(roleStatements(templates, f)).includes('scheduler:CreateSchedule'),
    );
    expect(managers.map((f) => f.id)).toContain('RunScheduledJob');
    for (const manager of managers) {
      const statements = roleStatements(templates, manager);
      const schedules = statements.find((s) =>
        actionsOf([s]).includes('scheduler:CreateSchedule'),
      )!;
      expect(JSON.stringify(schedules.Resource)).toContain(':schedule/candor-dev/*');
      const passRole = statements.find((s) => actionsOf([s]).includes('iam:PassRole'))!;
      expect(passRole.Condition).toEqual({
        StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' },
      });
    }
  });
});

describe('mail', () => {
  it('an SES identity from the stage config, with the configuration set as its default', () => {
    const identity = onlyResource('Mail', 'AWS::SES::EmailIdentity');
    const set = onlyResource('Mail', 'AWS::SES::ConfigurationSet');
    expect(identity.properties).toMatchObject({
      EmailIdentity: 'candor-dev@example.com',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: set.logicalId } },
    });
    expect(set.properties.Name).toBe('candor-dev');
  });

  it('publishes bounces and complaints to the default bus, where a rule hands this set’s to HandleMailFeedback (decision 0036)', () => {
    const set = onlyResource('Mail', 'AWS::SES::ConfigurationSet');
    const destination = onlyResource('Mail', 'AWS::SES::ConfigurationSetEventDestination');
    expect(destination.properties.ConfigurationSetName).toEqual({ Ref: set.logicalId });
    const config = destination.properties.EventDestination as {
      Enabled: boolean;
      MatchingEventTypes: string[];
      EventBridgeDestination: { EventBusArn: unknown };
    };
    expect(config.Enabled).toBe(true);
    expect(config.MatchingEventTypes.sort()).toEqual(['bounce', 'complaint']);
    expect(flatten(config.EventBridgeDestination.EventBusArn)).toMatch(/:event-bus\/default$/);

    const rule = onlyResource('Jobs', 'AWS::Events::Rule');
    expect(rule.properties.EventPattern).toEqual({
      source: ['aws.ses'],
      'detail-type': ['Email Bounced', 'Email Complaint Received'],
      detail: { mail: { tags: { 'ses:configuration-set': ['candor-dev'] } } },
    });
    expect(rule.properties.EventBusName).toBeUndefined();
    const feedback = ourFunctions(templates).find((f) => f.id === 'HandleMailFeedback')!;
    const [target] = rule.properties.Targets as {
      Arn: unknown;
      DeadLetterConfig: { Arn: unknown };
      RetryPolicy: { MaximumRetryAttempts: number };
    }[];
    expect(target!.Arn).toEqual({ 'Fn::GetAtt': [feedback.logicalId, 'Arn'] });
    const dlq = resourcesOfType(templates, 'AWS::SQS::Queue').find(
      (q) => q.stack === 'Candor-Dev-Jobs' && q.logicalId.startsWith('DeadLetterQueue'),
    )!;
    expect(target!.DeadLetterConfig.Arn).toEqual({ 'Fn::GetAtt': [dlq.logicalId, 'Arn'] });
    expect(target!.RetryPolicy.MaximumRetryAttempts).toBe(8);
    // It reads and writes the table, and nothing else: no mail, no files.
    const actions = actionsOf(roleStatements(templates, feedback));
    expect(actions.filter((a) => !/^(dynamodb|logs|xray):/.test(a))).toEqual([]);
    expect(actions).toContain('dynamodb:UpdateItem');
  });

  it('alarms the alarm topic when the bounce or complaint rate nears SES’s review level', () => {
    const topic = onlyResource('Jobs', 'AWS::SNS::Topic');
    const alarms = resourcesOfType(templates, 'AWS::CloudWatch::Alarm').filter(
      (a) => a.properties.Namespace === 'AWS/SES',
    );
    expect(alarms.map((a) => [a.properties.MetricName, a.properties.Threshold]).sort()).toEqual([
      ['Reputation.BounceRate', 0.04],
      ['Reputation.ComplaintRate', 0.0008],
    ]);
    for (const alarm of alarms) {
      expect(alarm.properties.AlarmActions).toEqual([{ Ref: topic.logicalId }]);
    }
  });
});

describe('operations (issue #30)', () => {
  const alarmsOf = () => resourcesOfType(templates, 'AWS::CloudWatch::Alarm');
  const topicRef = () => {
    const topic = onlyResource('Jobs', 'AWS::SNS::Topic');
    return { stack: 'Candor-Dev-Jobs', logicalId: topic.logicalId };
  };
  /** The alarm topic, as its own stack or another names it. */
  const isTopic = (action: unknown) => {
    const { logicalId } = topicRef();
    const direct = (action as { Ref?: string }).Ref === logicalId;
    const across = dereference(action);
    return (
      direct ||
      (across?.stack === 'Candor-Dev-Jobs' &&
        JSON.stringify(across.value) === JSON.stringify({ Ref: logicalId }))
    );
  };

  it('alarm on every function’s errors and on its throttles, in its own stack, to the alarm topic', () => {
    const covered = { Errors: new Map<string, number>(), Throttles: new Map<string, number>() };
    const functions = ourFunctions(templates);
    for (const alarm of alarmsOf()) {
      const metrics = alarm.properties.Metrics as
        | {
            Id: string;
            MetricStat?: { Metric: { MetricName: string; Dimensions: { Value: unknown }[] } };
          }[]
        | undefined;
      const stats = (metrics ?? []).flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric] : []));
      const lambda = stats.filter((m) => ['Errors', 'Throttles'].includes(m.MetricName));
      if (lambda.length === 0) continue;
      expect(lambda.length, alarm.logicalId).toBeLessThanOrEqual(10);
      expect(alarm.properties.Threshold).toBe(0);
      expect((alarm.properties.AlarmActions as unknown[]).every(isTopic), alarm.logicalId).toBe(
        true,
      );
      for (const metric of lambda) {
        const fn = functions.find(
          (f) =>
            JSON.stringify(metric.Dimensions[0]!.Value) === JSON.stringify({ Ref: f.logicalId }),
        );
        expect(fn, `${alarm.logicalId} watches a function of its own stack`).toBeDefined();
        expect(fn!.stack).toBe(alarm.stack);
        const seen = covered[metric.MetricName as 'Errors' | 'Throttles'];
        seen.set(fn!.id, (seen.get(fn!.id) ?? 0) + 1);
      }
    }
    for (const kind of ['Errors', 'Throttles'] as const) {
      expect([...covered[kind].keys()].sort(), kind).toEqual(functions.map((f) => f.id).sort());
      expect(
        [...covered[kind].values()].every((n) => n === 1),
        kind,
      ).toBe(true);
    }
  });

  it('alarm on the API’s 5xx rate and the table’s throttling, and draw one dashboard', () => {
    const ops = alarmsOf().filter((a) => a.stack === 'Candor-Dev-Ops');
    const byId = (prefix: string) => ops.find((a) => a.logicalId.startsWith(prefix))!;
    const rate = byId('ApiErrorRateAlarm');
    expect(rate.properties.Threshold).toBe(5);
    const expression = (rate.properties.Metrics as { Expression?: string }[]).find(
      (m) => m.Expression,
    );
    expect(expression!.Expression).toBe('IF(requests >= 20, 100 * errors / requests, 0)');
    expect(JSON.stringify(rate.properties.Metrics)).toContain('"MetricName":"5xx"');
    const throttles = byId('TableThrottleAlarm');
    expect(JSON.stringify(throttles.properties.Metrics)).toContain('ReadThrottleEvents');
    expect(JSON.stringify(throttles.properties.Metrics)).toContain('WriteThrottleEvents');
    for (const alarm of [rate, throttles]) {
      expect((alarm.properties.AlarmActions as unknown[]).every(isTopic)).toBe(true);
    }
    const dashboard = onlyResource('Ops', 'AWS::CloudWatch::Dashboard');
    expect(dashboard.properties.DashboardName).toBe('candor-dev');
    const body = flatten(dashboard.properties.DashboardBody);
    for (const title of [
      'API requests and errors',
      'API latency (ms)',
      'Function errors by area',
      'Function throttles by area',
      'Table capacity used',
      'Sending: queue and dead letters',
      'Mail sent, bounced, complaint',
      'Answers (an hour)',
      'Sends (an hour)',
    ]) {
      expect(body).toContain(title.replace('complaint', ''));
    }
    // The business metrics functions/src/lib/metrics.ts writes, by the stage.
    for (const name of ['AnswersStored', 'MailsSent', 'MailsBounced', 'AutomationRuns']) {
      expect(body).toContain(`"Candor","${name}","stage","dev"`);
    }
  });
});

describe('cdk-nag and template validation', () => {
  it('leave no unacknowledged finding', () => {
    const described = synth.violations.map(
      (v) => `${v.plugin} ${v.severity} ${v.rule} at ${v.path}`,
    );
    expect(described).toEqual([]);
  });

  it('every acknowledgement names a resource below a stack and gives a reason', () => {
    for (const stack of synth.candor.stacks) {
      for (const construct of stack.node.findAll()) {
        for (const entry of construct.node.metadata) {
          if (entry.type !== 'aws:cdk:acknowledged-rules') continue;
          expect(construct, `acknowledgement on a stack: ${construct.node.path}`).not.toBe(stack);
          for (const reason of Object.values(entry.data as Record<string, string>)) {
            expect(reason.length, construct.node.path).toBeGreaterThan(30);
          }
        }
      }
    }
  });
});

describe('the web stack with a web build', () => {
  it("names the build's inline scripts by hash in CloudFront's CSP, and refuses a build without them", () => {
    // Prepare: a built web folder and the hashes file the build writes beside it.
    const parent = mkdtempSync(join(tmpdir(), 'candor-web-dist-'));
    const webDist = join(parent, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>shell</title>');
    const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    try {
      const props = {
        stage: stageConfig('dev'),
        apiDomainName: 'api.example.com',
        originSecret: SecretValue.unsafePlainText('a'.repeat(48)),
        webDist,
      };
      // A build without the hashes file would ship pages the CSP breaks: synth stops.
      expect(() => new WebStack(testApp(), 'Candor-Test-NoHashes', props)).toThrow(/csp\.json/);

      writeFileSync(cspHashesFile(webDist), JSON.stringify({ scriptHashes: [hash] }));
      const stack = new WebStack(testApp(), 'Candor-Test-Web', props);
      const policies = Template.fromStack(stack).findResources(
        'AWS::CloudFront::ResponseHeadersPolicy',
      );
      const page = Object.entries(policies).find(([id]) => id.startsWith('SecurityHeaders'))!;
      const csp = flatten(
        (
          page[1].Properties as {
            ResponseHeadersPolicyConfig: {
              SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } };
            };
          }
        ).ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
          .ContentSecurityPolicy,
      );
      const scripts = directive(csp, 'script-src');
      expect(scripts).toContain(hash);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
