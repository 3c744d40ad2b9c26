import type { CandorApp } from './candor-app';

/**
 * The AWS Control Tower proactive controls (the cfn-guard rules bundled with
 * `@cdklabs/cdk-validator-cfnguard`) that Candor's templates knowingly do not meet, each with its
 * reason. The infra suite runs the rules over every stack of a synthesized stage and fails on a
 * finding that no entry here covers, and on an entry that no longer covers a finding
 * (test/infra/control-tower.test.ts; decision 0038). A finding that can be fixed cheaply is fixed
 * in the stack instead of being listed here.
 *
 * cdk-nag's acknowledgements stay beside the resources they excuse (nag.ts); these are kept in one
 * table because most of them are product-wide choices, not a resource's detail.
 */
export interface ControlTowerAcknowledgement {
  /** The guard rule's name, as cfn-guard reports it. */
  rule: string;
  /** The Control Tower control it implements, for the reader. */
  control: string;
  /**
   * The resources it covers, matched against `<stack part>/<construct path>` (for example
   * `Web/AccessLogs/Resource` or `Api-Teams/list-teams/Handler/Function/Resource`); every
   * resource the rule reports when omitted.
   */
  where?: RegExp;
  /** Only for apps where this holds (a stage without a custom domain, a deployed web build). */
  when?: (candor: CandorApp) => boolean;
  reason: string;
}

/** A log bucket (S3 server access logs of the SPA and the files bucket). */
const logBuckets = /^(Web|Data)\/AccessLogs\/Resource$/;
/** Every bucket: the two log buckets, the SPA bucket and the files bucket. */
const buckets = /^(Web\/(AccessLogs|Spa)|Data\/(AccessLogs|Files))\/Resource$/;
const distribution = /^Web\/Distribution\/Resource$/;
const withoutDomain = (candor: CandorApp) => candor.stage.domain === undefined;

export const controlTowerAcknowledgements: readonly ControlTowerAcknowledgement[] = [
  {
    rule: 'lambda_inside_vpc_check',
    control: 'CT.LAMBDA.PR.3',
    reason:
      'No function reaches anything inside a VPC: DynamoDB, S3, SES, SQS, Scheduler and Secrets ' +
      'Manager are AWS APIs, Stripe and Google are on the internet. A VPC would add NAT gateways ' +
      '(or an endpoint per service) to pay for in every stage and longer cold starts, for no ' +
      'resource to protect.',
  },
  {
    rule: 'cloudwatch_log_group_retention_period_check',
    control: 'CT.CLOUDWATCH.PR.2',
    reason:
      'Logs are kept for the stage’s logRetentionDays (14 days in dev, 90 in prod), not a year or ' +
      'more, on purpose: the less request history is kept, the less there is to set beside a ' +
      'survey’s answers, and the operator chooses the period (README, Deploy).',
  },
  {
    rule: 'cloudwatch_log_group_encrypted_check',
    control: 'CT.CLOUDWATCH.PR.3',
    reason:
      'CloudWatch Logs encrypts every log group at rest already; the logs hold no bodies, tokens, ' +
      'e-mail addresses or IPs (the one middy stack and the API access-log fields). A customer ' +
      'key would add a key and its policy to every stack’s log groups, and a key disabled by ' +
      'mistake stops every function from logging.',
  },
  {
    rule: 'api_gw_v2_authorization_type_configured_check',
    control: 'CT.APIGATEWAY.PR.5',
    where: /^Api-[^/]+\/[^/]+\/Route\/Resource$/,
    reason:
      'Public routes (survey pages and answers, sign-in) must stay open, and the others are ' +
      'authorised inside the function: the shared middy stack verifies our own session token and ' +
      'its revocation, which an API Gateway JWT authorizer cannot check (cdk-nag APIG4, the same ' +
      'choice). Every route also refuses requests without CloudFront’s origin header (0035).',
  },
  {
    rule: 'lambda_function_public_access_prohibited_check',
    control: 'CT.LAMBDA.PR.2',
    where: /^Api-[^/]+\/[^/]+\/Route\/[^/]+-Permission$/,
    reason:
      'Not public: each permission lets only API Gateway invoke the function, with a SourceArn of ' +
      'our own HTTP API and route. The rule accepts only a literal SourceArn or one naming a ' +
      'resource of the same template, and ours is built from the API stack’s output.',
  },
  {
    rule: 's3_bucket_default_encryption_kms_check',
    control: 'CT.S3.PR.10',
    where: buckets,
    reason:
      'The buckets use SSE-S3. The SPA is public content that CloudFront reads through its origin ' +
      'access control, which needs a customer key policy to read SSE-KMS objects; S3 server access ' +
      'logs cannot be delivered with the AWS managed key; the files bucket holds team logos and ' +
      'avatars (re-encoded, no metadata: 0037) read through presigned URLs, where a KMS key adds ' +
      'a key call per read and a permission path the local runtime cannot exercise. Revisit with ' +
      'a customer key if a bucket ever holds answers.',
  },
  {
    rule: 's3_bucket_logging_enabled_check',
    control: 'CT.S3.PR.2',
    where: logBuckets,
    reason:
      'These are the access-log buckets: the SPA and files buckets log into them, and a log ' +
      'bucket that logs its own deliveries only logs itself.',
  },
  {
    rule: 's3_event_notifications_enabled_check',
    control: 'CT.S3.PR.4',
    where: buckets,
    reason:
      'Nothing reacts to object events: images arrive through the API, which checks and ' +
      're-encodes them before it stores them (0037). A notification with no consumer would add ' +
      'CDK’s bucket-notifications handler (one more function per stack) for nothing.',
  },
  {
    rule: 's3_bucket_object_lock_enabled_check',
    control: 'CT.S3.PR.9',
    where: buckets,
    reason:
      'Objects must be deletable: deleting a team or an account removes its files (0026), logs ' +
      'expire after 90 days and a deploy prunes old SPA files. Object lock would keep them for ' +
      'its retention period whatever the product promised.',
  },
  {
    rule: 'cloudfront_access_logs_enabled_check',
    control: 'CT.CLOUDFRONT.PR.5',
    where: distribution,
    reason:
      'No CloudFront standard logs: they always record viewer IPs and full URLs (survey link ' +
      'tokens), which the anonymity promise rules out; the API keeps field-limited access logs ' +
      '(cdk-nag CFR3, the same choice).',
  },
  {
    rule: 'cloudfront_origin_failover_enabled_check',
    control: 'CT.CLOUDFRONT.PR.4',
    where: distribution,
    reason:
      'One region: the SPA bucket and the API have no second copy to fail over to. A replica ' +
      'bucket would still send /api/* to the one API, so it would not keep the app working.',
  },
  {
    rule: 'cloudfront_custom_ssl_certificate_check',
    control: 'CT.CLOUDFRONT.PR.6',
    where: distribution,
    when: withoutDomain,
    reason:
      'A stage without a custom domain is served on the *.cloudfront.net name with CloudFront’s ' +
      'default certificate; a stage with one (prod) uses its ACM certificate and meets the rule.',
  },
  {
    rule: 'cloudfront_sni_enabled_check',
    control: 'CT.CLOUDFRONT.PR.7',
    where: distribution,
    when: withoutDomain,
    reason:
      'SNI applies to a custom certificate only: a stage without a custom domain uses ' +
      'CloudFront’s default certificate; a stage with one serves it sni-only and meets the rule.',
  },
  {
    rule: 'cloudfront_security_policy_check',
    control: 'CT.CLOUDFRONT.PR.9',
    where: distribution,
    when: withoutDomain,
    reason:
      'CloudFront’s default certificate (a stage without a custom domain) has a TLS floor that ' +
      'cannot be raised (cdk-nag CFR4); a stage with a domain uses TLSv1.2_2021 and meets the rule.',
  },
];
