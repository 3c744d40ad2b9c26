/**
 * Everything that differs between deployments of Candor. The CDK app picks a stage with
 * `-c stage=<name>` (default `dev`); each setting can come from CDK context or the environment
 * (`stageSettings`), over the defaults of a known stage below, so a deployment needs no source
 * edit. Adding a stage here only gives it defaults.
 */
export interface StageConfig {
  /** Short lowercase name: stack names (`Candor-<Stage>-...`), resource names, CANDOR_STAGE. */
  name: string;
  /**
   * Where the stacks go. Without `account` the templates stay account-agnostic and deploy into
   * whichever account the operator's credentials point at.
   */
  env: { account?: string; region: string };
  /**
   * A custom domain for the app (the SPA and `/api/*` are served by one CloudFront distribution).
   * The certificate must be an ACM certificate in us-east-1 (a CloudFront requirement). DNS is
   * not managed here: point the name at the distribution domain the web stack outputs.
   */
  domain?: { name: string; certificateArn: string };
  /**
   * The browser origin of the app, used for links in e-mails and the files bucket CORS rule.
   * Default: `https://<domain.name>`, or the CloudFront domain of the distribution without one.
   */
  appOrigin?: string;
  mail: {
    /** The sender of every e-mail, e.g. `Candor <no-reply@candor.example.com>`. */
    from: string;
    /**
     * The SES identity that authorises `from`: a domain (needs the DKIM records the mail stack
     * outputs) or a single address (SES sends it a verification link).
     */
    identity: { domain: string } | { emailAddress: string };
  };
  /**
   * The Support Center's Contact tab: the support address and the documentation host. Default:
   * `support@` and `docs.` the sender's domain.
   */
  support?: { email: string; docsHost: string };
  /** Where referral payout requests are e-mailed. Default: `payouts@` the sender's domain. */
  referralPayoutsEmail?: string;
  /** OAuth client id of the Google sign-in button; Google sign-in is off without it. */
  googleClientId?: string;
  /**
   * Payments: the Stripe price id of each paid plan in this stage's Stripe account (a plan
   * without one shows 'Coming Soon'). The API key and webhook secret go in the data stack's
   * PaymentsSecret, never here.
   */
  payments?: { prices: { professional?: string; enterprise?: string } };
  /** Who is told when an alarm fires (e.g. failed scheduled jobs). */
  alarmEmail?: string;
  /** An AWS WAF web ACL (CLOUDFRONT scope, us-east-1) to attach to the distribution. */
  webAclArn?: string;
  /** Steady-state and burst request limits of the HTTP API stage (requests per second). */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /** How long function, API and scheduler logs are kept, in days (a CloudWatch Logs value). */
  logRetentionDays: 7 | 14 | 30 | 60 | 90 | 180 | 365;
}

/**
 * The known stages' defaults. The example.com addresses, the certificate of account 111111111111
 * and the Google client id of zeros are placeholders so synth and tests run: `npm run deploy`
 * refuses them until the deployment's own values are given (README, Deploy).
 */
export const stages = {
  dev: {
    name: 'dev',
    env: { region: 'us-east-1' },
    mail: {
      from: 'Candor <candor-dev@example.com>',
      identity: { emailAddress: 'candor-dev@example.com' },
    },
    apiThrottle: { rateLimit: 20, burstLimit: 40 },
    logRetentionDays: 14,
  },
  prod: {
    name: 'prod',
    env: { region: 'us-east-1' },
    domain: {
      name: 'candor.example.com',
      certificateArn:
        'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
    },
    mail: {
      from: 'Candor <no-reply@candor.example.com>',
      identity: { domain: 'candor.example.com' },
    },
    googleClientId: '000000000000-example.apps.googleusercontent.com',
    alarmEmail: 'ops@candor.example.com',
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
    logRetentionDays: 90,
  },
} as const satisfies Record<string, StageConfig>;

export type StageName = keyof typeof stages;

export const defaultStage: StageName = 'dev';

/**
 * The settings an operator passes instead of editing this file: `-c <key>=<value>` or the
 * environment variable beside it. Context wins over the environment.
 */
export const stageSettings = {
  account: 'CANDOR_ACCOUNT',
  region: 'CANDOR_REGION',
  /** The sender of every e-mail: `no-reply@your-domain` or `Candor <no-reply@your-domain>`. */
  senderEmail: 'CANDOR_SENDER_EMAIL',
  /** The SES identity to verify: a domain; without it, the sender's domain (or its address). */
  senderDomain: 'CANDOR_SENDER_DOMAIN',
  domain: 'CANDOR_DOMAIN',
  certificateArn: 'CANDOR_CERTIFICATE_ARN',
  appOrigin: 'CANDOR_APP_ORIGIN',
  googleClientId: 'CANDOR_GOOGLE_CLIENT_ID',
  alarmEmail: 'CANDOR_ALARM_EMAIL',
  webAclArn: 'CANDOR_WEB_ACL_ARN',
  supportEmail: 'CANDOR_SUPPORT_EMAIL',
  docsHost: 'CANDOR_DOCS_HOST',
  payoutsEmail: 'CANDOR_PAYOUTS_EMAIL',
  priceProfessional: 'CANDOR_PRICE_PROFESSIONAL',
  priceEnterprise: 'CANDOR_PRICE_ENTERPRISE',
  logRetentionDays: 'CANDOR_LOG_RETENTION_DAYS',
  apiRateLimit: 'CANDOR_API_RATE_LIMIT',
  apiBurstLimit: 'CANDOR_API_BURST_LIMIT',
} as const;
export type StageSetting = keyof typeof stageSettings;

const settingHelp = (key: StageSetting) => `-c ${key}=… or ${stageSettings[key]}`;
const RETENTIONS = [7, 14, 30, 60, 90, 180, 365] as const;

/**
 * The stage `name` with the settings given over its defaults (a stage not listed above starts
 * from none and needs at least `senderEmail`). `deploying` (`npm run deploy`) also refuses the
 * placeholder values the listed stages carry for synth and tests (example.com addresses, a
 * certificate of account 111111111111, a Google client id of zeros), naming each and how to set it.
 */
export function resolveStage(
  name: string,
  settings: Partial<Record<StageSetting, string>>,
  options: { deploying?: boolean } = {},
): StageConfig {
  const given = (key: StageSetting) => {
    const value = settings[key]?.trim();
    return value ? value : undefined;
  };
  const known: StageConfig | undefined = Object.hasOwn(stages, name)
    ? stages[name as StageName]
    : undefined;
  const problems: string[] = [];
  const senderEmail = given('senderEmail');
  if (!known && !senderEmail) {
    problems.push(
      `senderEmail: a stage not in stage-config.ts needs one (${settingHelp('senderEmail')})`,
    );
  }
  let mail = known?.mail ?? { from: '', identity: { emailAddress: '' } };
  if (senderEmail) {
    const address = mailAddress(senderEmail);
    const senderDomain = given('senderDomain') ?? address?.split('@')[1];
    const domainIdentity = given('senderDomain') || (known && 'domain' in known.mail.identity);
    mail = {
      from: senderEmail,
      identity:
        domainIdentity && senderDomain ? { domain: senderDomain } : { emailAddress: address ?? '' },
    };
  } else if (given('senderDomain')) {
    problems.push(`senderDomain: set with senderEmail (${settingHelp('senderEmail')})`);
  }
  const number = (key: StageSetting, fallback: number, ok: (n: number) => boolean) => {
    const text = given(key);
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || !ok(value)) {
      problems.push(`${key}: '${text}' is not allowed`);
      return fallback;
    }
    return value;
  };
  const domainName = given('domain');
  const certificateArn = given('certificateArn');
  if (
    Boolean(domainName) !== Boolean(certificateArn) &&
    !(known?.domain && (domainName || certificateArn))
  ) {
    problems.push(
      `domain and certificateArn: give both (${settingHelp('domain')}, ${settingHelp('certificateArn')})`,
    );
  }
  const prices = {
    ...known?.payments?.prices,
    ...(given('priceProfessional') ? { professional: given('priceProfessional') } : {}),
    ...(given('priceEnterprise') ? { enterprise: given('priceEnterprise') } : {}),
  };
  const supportEmail = given('supportEmail');
  const docsHost = given('docsHost');
  const config: StageConfig = {
    ...known,
    name,
    env: {
      region: given('region') ?? known?.env.region ?? 'us-east-1',
      ...((given('account') ?? known?.env.account)
        ? { account: given('account') ?? known?.env.account }
        : {}),
    },
    mail,
    apiThrottle: {
      rateLimit: number('apiRateLimit', known?.apiThrottle.rateLimit ?? 50, (n) => n > 0),
      burstLimit: number('apiBurstLimit', known?.apiThrottle.burstLimit ?? 100, (n) => n > 0),
    },
    logRetentionDays: number('logRetentionDays', known?.logRetentionDays ?? 30, (n) =>
      (RETENTIONS as readonly number[]).includes(n),
    ) as StageConfig['logRetentionDays'],
  };
  if (domainName || certificateArn) {
    config.domain = {
      name: domainName ?? known?.domain?.name ?? '',
      certificateArn: certificateArn ?? known?.domain?.certificateArn ?? '',
    };
  }
  const optional = {
    appOrigin: given('appOrigin'),
    googleClientId: given('googleClientId'),
    alarmEmail: given('alarmEmail'),
    webAclArn: given('webAclArn'),
    referralPayoutsEmail: given('payoutsEmail'),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value) Object.assign(config, { [key]: value });
  }
  if (supportEmail || docsHost) {
    config.support = {
      email:
        supportEmail ??
        known?.support?.email ??
        `support@${mailAddress(mail.from)?.split('@')[1] ?? ''}`,
      docsHost:
        docsHost ??
        known?.support?.docsHost ??
        `docs.${mailAddress(mail.from)?.split('@')[1] ?? ''}`,
    };
  }
  if (Object.keys(prices).length > 0) config.payments = { prices };
  if (problems.length > 0) {
    throw new Error(`Stage '${name}' is misconfigured: ${problems.join('; ')}`);
  }
  validateStageConfig(config);
  if (options.deploying) refusePlaceholders(config);
  return config;
}

/** Values the listed stages carry only so synth and tests run: never deployed. */
function refusePlaceholders(config: StageConfig): void {
  const placeholder = /(^|[@.])example\.(com|org|net)$|^arn:aws:acm:[^:]+:111111111111:|^0{12}-/i;
  const checks: [StageSetting, string | undefined][] = [
    ['senderEmail', mailAddress(config.mail.from)],
    ['domain', config.domain?.name],
    ['certificateArn', config.domain?.certificateArn],
    ['googleClientId', config.googleClientId],
    ['alarmEmail', config.alarmEmail],
    ['supportEmail', config.support?.email],
    ['payoutsEmail', config.referralPayoutsEmail],
  ];
  const found = checks.filter(([, value]) => value !== undefined && placeholder.test(value));
  if (found.length > 0) {
    throw new Error(
      `Stage '${config.name}' cannot deploy placeholder settings: ` +
        found.map(([key, value]) => `${key} ${value} (${settingHelp(key)})`).join('; '),
    );
  }
}

/** The stage named by `-c stage=<name>` (or the default), validated. */
export function stageConfig(name: string = defaultStage): StageConfig {
  if (!Object.hasOwn(stages, name)) {
    throw new Error(
      `Unknown stage '${name}'. Known stages: ${Object.keys(stages).join(', ')} ` +
        '(add one to infra/aws/stage-config.ts).',
    );
  }
  const config: StageConfig = stages[name as StageName];
  validateStageConfig(config);
  return config;
}

/** Throws on settings that would only fail at deploy time. */
export function validateStageConfig(config: StageConfig): void {
  const problems: string[] = [];
  if (!/^[a-z][a-z0-9]{0,11}$/.test(config.name)) {
    problems.push('name: 1-12 lowercase letters or digits, starting with a letter');
  }
  if (config.env.account !== undefined && !/^\d{12}$/.test(config.env.account)) {
    problems.push('env.account: 12 digits');
  }
  if (!/^[a-z]{2}(-[a-z]+)+-\d$/.test(config.env.region)) {
    problems.push(`env.region: '${config.env.region}' is not a region name`);
  }
  if (config.domain) {
    if (
      !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/.+$/.test(config.domain.certificateArn)
    ) {
      problems.push('domain.certificateArn: an ACM certificate ARN in us-east-1');
    }
    if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(config.domain.name)) {
      problems.push('domain.name: a lowercase host name');
    }
  }
  if (config.appOrigin !== undefined && !/^https:\/\/[^/]+$/.test(config.appOrigin)) {
    problems.push('appOrigin: https://host, without a path or trailing slash');
  }
  const fromAddress = mailAddress(config.mail.from);
  if (!fromAddress) problems.push('mail.from: an address, optionally as "Name <address>"');
  const identity = config.mail.identity;
  if ('domain' in identity && fromAddress && !fromAddress.endsWith(`@${identity.domain}`)) {
    problems.push(`mail.from: must be an address at ${identity.domain}`);
  }
  if ('emailAddress' in identity && fromAddress && fromAddress !== identity.emailAddress) {
    problems.push(`mail.from: must be ${identity.emailAddress}, the verified address`);
  }
  if (config.apiThrottle.rateLimit <= 0 || config.apiThrottle.burstLimit <= 0) {
    problems.push('apiThrottle: positive limits');
  }
  if (problems.length > 0) {
    throw new Error(`Stage '${config.name}' is misconfigured: ${problems.join('; ')}`);
  }
}

/** `Candor <no-reply@x.com>` -> `no-reply@x.com`; undefined when there is no address. */
export function mailAddress(from: string): string | undefined {
  const match =
    from.match(/<([^<>\s]+@[^<>\s]+)>\s*$/) ?? from.match(/^\s*([^<>\s]+@[^<>\s]+)\s*$/);
  return match?.[1];
}
