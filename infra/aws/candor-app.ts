import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, type App, type Environment, type Stack } from 'aws-cdk-lib';
import { jobList } from '#shared/api/jobs';
import { handlerPath, routeList, type RouteId } from '#shared/api/routes';
import { tableSchema } from '#shared/data/table';
import type { RouteFunction } from './constructs/route-function';
import { addNagChecks } from './nag';
import { physicalNames, repoRoot, pascalCase, stackName } from './names';
import type { JobSpec, RouteSpec } from './route-specs';
import { ApiAreaStack } from './stacks/api-area-stack';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { JobsStack } from './stacks/jobs-stack';
import { MailStack } from './stacks/mail-stack';
import { OpsStack } from './stacks/ops-stack';
import { WebStack } from './stacks/web-stack';
import type { StageConfig } from './stage-config';

/**
 * Routes one area stack may hold. A route costs 7 resources (function, role, policy, log group,
 * integration, route, permission): 55 routes stay under 400 of CloudFormation's 500. An area that
 * grows past it must be split in the route table on purpose: moving routes between stacks later
 * means replacing them.
 */
export const maxRoutesPerAreaStack = 55;

export interface CandorAppOptions {
  /** The routes to build; the route table by default (tests pass synthetic ones). */
  routes?: readonly RouteSpec[];
  /** The jobs to build; shared/src/api/jobs.ts by default. */
  jobs?: readonly JobSpec[];
  /** A route's handler module relative to the repository root; `handlerPath` by default. */
  resolveEntry?: (route: RouteSpec) => string;
  /** The built SPA; `<repo>/dist/web` by default, deployed only when it exists. */
  webDist?: string;
  /** CANDOR_VERSION; the `version` context or package.json's version by default. */
  version?: string;
  /** Register the cdk-nag AwsSolutions checks (default true). */
  nag?: boolean;
}

export interface CandorApp {
  stage: StageConfig;
  mail: MailStack;
  api: ApiStack;
  web: WebStack;
  data: DataStack;
  jobs: JobsStack;
  /** One stack per route area, keyed by area. */
  areas: Map<string, ApiAreaStack>;
  /** Alarms on the API and the table, and the dashboard. */
  ops: OpsStack;
  stacks: Stack[];
}

/**
 * Builds every stack of one stage into `app`. Used by infra/aws/app.ts and by the tests, so the
 * tests check exactly what `cdk synth` produces.
 *
 * Dependencies: api <- web (the /api/* origin) <- data (CORS for the app origin, when that is the
 * CloudFront domain; the distribution that may read team logos) <- jobs <- area stacks; mail is
 * referenced by jobs and area stacks. The web stack names the files bucket by its fixed name (the
 * `/logos/*` origin), never by reference, so the two never depend on each other both ways.
 */
export function buildCandorApp(
  app: App,
  stage: StageConfig,
  options: CandorAppOptions = {},
): CandorApp {
  const routes = options.routes ?? routeList;
  const jobs = options.jobs ?? jobList;
  const resolveEntry =
    options.resolveEntry ??
    ((route: RouteSpec) => handlerPath({ ...route, id: route.id as RouteId }));
  const version = options.version ?? appVersion(app);
  const env: Environment = stage.env.account
    ? { account: stage.env.account, region: stage.env.region }
    : { region: stage.env.region };
  const common = (part: string, description: string) => ({
    stackName: stackName(stage.name, part),
    description: `Candor ${stage.name}: ${description}`,
    env,
    tags: { 'candor:stage': stage.name },
  });
  const byArea = groupByArea(routes);

  const mail = new MailStack(app, stackName(stage.name, 'Mail'), {
    ...common('Mail', 'SES identity and configuration set'),
    stage,
  });
  const api = new ApiStack(app, stackName(stage.name, 'Api'), {
    ...common('Api', 'HTTP API and its stage'),
    stage,
  });
  const web = new WebStack(app, stackName(stage.name, 'Web'), {
    ...common('Web', 'SPA bucket and CloudFront distribution (SPA and /api/*)'),
    stage,
    apiDomainName: api.apiDomainName,
    originSecret: api.originSecret.secretValue,
    webDist: options.webDist ?? join(repoRoot, 'dist/web'),
  });
  const appOrigin =
    stage.appOrigin ??
    (stage.domain
      ? `https://${stage.domain.name}`
      : `https://${web.distribution.distributionDomainName}`);
  const data = new DataStack(app, stackName(stage.name, 'Data'), {
    ...common('Data', 'DynamoDB table and files bucket (retained)'),
    stage,
    appOrigin,
    publicLogoReader: { distributionArn: web.distribution.distributionArn },
  });

  const environment: Record<string, string> = {
    CANDOR_STAGE: stage.name,
    CANDOR_VERSION: version,
    TABLE_NAME: data.table.tableName,
    FILES_BUCKET: data.filesBucketName,
    MAIL_FROM: stage.mail.from,
    APP_ORIGIN: appOrigin,
    POWERTOOLS_SERVICE_NAME: 'candor',
    SESSION_KEY_SECRET_ARN: data.sessionKey.secretArn,
    STRIPE_SECRET_ARN: data.paymentsSecret.secretArn,
    ...(stage.googleClientId ? { GOOGLE_CLIENT_ID: stage.googleClientId } : {}),
    ...(stage.support
      ? { SUPPORT_EMAIL: stage.support.email, SUPPORT_DOCS_HOST: stage.support.docsHost }
      : {}),
    ...(stage.referralPayoutsEmail ? { REFERRAL_PAYOUTS_EMAIL: stage.referralPayoutsEmail } : {}),
    ...paymentPrices(stage),
  };
  const targets = {
    table: {
      tableArn: data.table.tableArn,
      indexNames: tableSchema.indexes.map((index) => index.name),
    },
    filesBucketName: physicalNames.filesBucket(stage.name),
    mail: {
      identityArn: mail.identityArn,
      configurationSetArn: mail.configurationSetArn,
      fromAddress: mail.fromAddress,
    },
    sessionKey: { secretArn: data.sessionKey.secretArn },
    paymentsSecret: { secretArn: data.paymentsSecret.secretArn },
  };

  const jobsStack = new JobsStack(app, stackName(stage.name, 'Jobs'), {
    ...common('Jobs', 'schedule group, scheduler role, job functions, dead-letter queue'),
    stage,
    jobs,
    environment,
    targets,
  });

  const areas = new Map<string, ApiAreaStack>();
  for (const [area, areaRoutes] of byArea) {
    const areaStack = new ApiAreaStack(app, stackName(stage.name, `Api-${pascalCase(area)}`), {
      ...common(`Api-${pascalCase(area)}`, `API routes of the ${area} area`),
      area,
      routes: areaRoutes,
      httpApi: api.httpApi,
      resolveEntry,
      alarmTopic: jobsStack.alarmTopic,
      bindings: {
        environment: {
          ...environment,
          // Resolved by CloudFormation at deploy time; the template holds a reference only.
          CANDOR_ORIGIN_SECRET: api.originSecret.secretValue.unsafeUnwrap(),
          ...jobsStack.schedulerEnvironment,
          ...jobsStack.sendEnvironment,
        },
        targets: {
          ...targets,
          scheduler: jobsStack.schedulerTargets,
          sendQueue: jobsStack.sendTargets,
        },
        logRetentionDays: stage.logRetentionDays,
      },
    });
    areas.set(area, areaStack);
  }

  const billingStack = areas.get('billing');
  if (billingStack) {
    new CfnOutput(billingStack, 'PaymentsWebhookUrl', {
      description: 'Add this as the webhook endpoint in the Stripe dashboard (README, Payments)',
      value: `${appOrigin}/api/billing/webhook`,
    });
  }

  const functionsByArea = new Map<string, RouteFunction[]>([
    ...[...areas].map(([area, stack]): [string, RouteFunction[]] => [
      area,
      [...stack.functions.values()],
    ]),
    ['jobs', [...jobsStack.functions.values()]],
  ]);
  const ops = new OpsStack(app, stackName(stage.name, 'Ops'), {
    ...common('Ops', 'alarms on the API and the table, and the dashboard'),
    stage,
    httpApi: api.httpApi,
    table: data.table,
    alarmTopic: jobsStack.alarmTopic,
    sendQueue: jobsStack.sendQueue,
    deadLetterQueues: [
      { name: 'Scheduled jobs dead letters', queue: jobsStack.deadLetterQueue },
      { name: 'Send dead letters', queue: jobsStack.sendDeadLetterQueue },
    ],
    functionsByArea,
  });

  if (options.nag ?? true) addNagChecks(app);

  return {
    stage,
    mail,
    api,
    web,
    data,
    jobs: jobsStack,
    areas,
    ops,
    stacks: [mail, api, web, data, jobsStack, ...areas.values(), ops],
  };
}

/** The stage's price ids as the functions read them (a missing one: 'Coming Soon'). */
function paymentPrices(stage: StageConfig): Record<string, string> {
  const prices = stage.payments?.prices ?? {};
  return {
    ...(prices.professional ? { STRIPE_PRICE_PROFESSIONAL: prices.professional } : {}),
    ...(prices.enterprise ? { STRIPE_PRICE_ENTERPRISE: prices.enterprise } : {}),
  };
}

/** Routes by area in table order; rejects duplicate route keys and oversized areas. */
function groupByArea(routes: readonly RouteSpec[]): Map<string, RouteSpec[]> {
  const byArea = new Map<string, RouteSpec[]>();
  const keys = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (keys.has(key)) throw new Error(`Two routes share the route key ${key}`);
    keys.add(key);
    if (!/^[a-z][a-z0-9-]*$/.test(route.area)) {
      throw new Error(`Route ${route.id}: area '${route.area}' must be kebab-case`);
    }
    const list = byArea.get(route.area) ?? [];
    list.push(route);
    byArea.set(route.area, list);
  }
  for (const [area, list] of byArea) {
    if (list.length > maxRoutesPerAreaStack) {
      throw new Error(
        `Area '${area}' has ${list.length} routes; one stack holds at most ` +
          `${maxRoutesPerAreaStack}. Split the area in the route table.`,
      );
    }
  }
  return byArea;
}

function appVersion(app: App): string {
  const fromContext: unknown = app.node.tryGetContext('version');
  if (typeof fromContext === 'string' && fromContext) return fromContext;
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
