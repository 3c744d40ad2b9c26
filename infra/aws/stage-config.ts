/**
 * Everything that differs between deployments of Candor, one typed entry per stage. The CDK app
 * picks one with `-c stage=<name>` (default `dev`); adding a stage means adding an entry here, never
 * editing a stack.
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
