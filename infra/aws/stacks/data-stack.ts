import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag';
import { tableSchema } from '#shared/data/table';
import { PUBLIC_LOGO_PREFIX } from '#shared/domain/public-logos';
import { physicalNames } from '../names';
import type { StageConfig } from '../stage-config';

export interface DataStackProps extends StackProps {
  stage: StageConfig;
  /** The browser origin allowed to upload to and read from the files bucket with presigned URLs. */
  appOrigin: string;
  /**
   * The CloudFront distribution (the web stack's) that serves team logos at `/logos/*`: it alone
   * may read `logos/*` of the files bucket, and nothing else there (decision 0039).
   */
  publicLogoReader: { distributionArn: string };
}

/**
 * What Candor keeps: the one DynamoDB table and the private files bucket. Both outlive the stack
 * (RETAIN) and the table refuses deletion; nothing here is rebuilt casually.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly filesBucket: Bucket;
  readonly filesBucketName: string;
  /** The random seed the session signing key (Ed25519) is derived from. */
  readonly sessionKey: Secret;
  /** The payments provider's API key and webhook signing secret (filled in by the operator). */
  readonly paymentsSecret: Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableSchema.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableSchema.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      // Encrypted with the account's AWS managed key (aws/dynamodb) rather than a key AWS owns:
      // its use shows in CloudTrail; no key to pay for or manage, no change for the functions.
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: tableSchema.ttlAttribute,
    });
    for (const index of tableSchema.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    // S3 server access logs of the files bucket (a log bucket cannot usefully log itself).
    // Versioned, so a log deleted or overwritten in its 90 days stays 30 more days as a version.
    const accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      lifecycleRules: [
        { expiration: Duration.days(90), noncurrentVersionExpiration: Duration.days(30) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.sessionKey = new Secret(this, 'SessionKey', {
      description: 'Candor session signing key seed (Ed25519); rotating it signs everyone out',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.sessionKey,
      'SMG4',
      'Rotating the session key signs every user out; it is rotated by hand when needed ' +
        '(docs/decisions/0006-sessions.md), not on a timer.',
    );

    this.paymentsSecret = new Secret(this, 'PaymentsSecret', {
      description:
        'Candor payments: JSON {"apiKey": "sk_...", "webhookSecret": "whsec_..."} from the Stripe dashboard (README, Payments)',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ apiKey: '', webhookSecret: '' }),
        generateStringKey: 'placeholder',
        excludePunctuation: true,
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.paymentsSecret,
      'SMG4',
      'The Stripe API key and webhook secret are rolled in the Stripe dashboard and pasted in by the operator; Secrets Manager cannot rotate them.',
    );

    this.filesBucketName = physicalNames.filesBucket(props.stage.name);
    this.filesBucket = new Bucket(this, 'Files', {
      bucketName: this.filesBucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'files/',
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(30) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Images uploaded and never saved (decision 0051): gone after a day.
        { prefix: 'uploads/', expiration: Duration.days(1) },
      ],
      // Browsers upload and fetch logos and avatars with presigned URLs, from the app only.
      cors: [
        {
          allowedOrigins: [props.appOrigin],
          allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT, HttpMethods.POST],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
    });
    // Team logos are public through the app's distribution (its Origin Access Control signs
    // the reads); avatars and everything else stay private.
    this.filesBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsTeamLogos',
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.filesBucket.arnForObjects(`${PUBLIC_LOGO_PREFIX}*`)],
        conditions: {
          StringEquals: { 'AWS:SourceArn': props.publicLogoReader.distributionArn },
        },
      }),
    );
  }
}
