import { Aws } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Capability } from '#shared/api/route-types';

/** What the capabilities of a function point at (tokens are fine unless said otherwise). */
export interface CapabilityTargets {
  table: { tableArn: string; indexNames: readonly string[] };
  /** A name built from literals and pseudo parameters (see physicalNames.filesBucket). */
  filesBucketName: string;
  mail: { identityArn: string; configurationSetArn: string; fromAddress: string };
  scheduler: { groupName: string; roleArn: string };
  /** The queue of invitations to send (decision 0033). */
  sendQueue: { queueArn: string };
  /** The secret holding the session signing key seed. */
  sessionKey: { secretArn: string };
  /** The secret holding the payments API key and webhook secret. */
  paymentsSecret: { secretArn: string };
}

/** A wildcard resource a statement needs, with the reason the acknowledgement gives. */
export interface WildcardResource {
  resource: string;
  reason: string;
}

export interface CapabilityPolicy {
  statements: PolicyStatement[];
  wildcards: WildcardResource[];
}

/**
 * The least-privilege policy for a route's `access` list. Every capability maps to the actions its
 * adapter calls and nothing more: no Scan (no request path scans), no table-wide `index/*`, mail
 * only from the configured sender, schedules only inside our group.
 */
export function capabilityPolicy(
  access: readonly Capability[],
  targets: CapabilityTargets,
): CapabilityPolicy {
  const statements: PolicyStatement[] = [];
  const wildcards: WildcardResource[] = [];
  const { tableArn } = targets.table;
  const bucketArn = `arn:${Aws.PARTITION}:s3:::${targets.filesBucketName}`;
  const objectsArn = `${bucketArn}/*`;
  const allow = (sid: string, actions: string[], resources: string[]) =>
    new PolicyStatement({ sid, effect: Effect.ALLOW, actions, resources });

  for (const capability of new Set(access)) {
    switch (capability) {
      case 'table:describe':
        statements.push(allow('TableDescribe', ['dynamodb:DescribeTable'], [tableArn]));
        break;
      case 'table:read':
        statements.push(
          allow(
            'TableRead',
            ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
            [tableArn],
          ),
          allow(
            'TableQueryIndexes',
            ['dynamodb:Query'],
            targets.table.indexNames.map((name) => `${tableArn}/index/${name}`),
          ),
        );
        break;
      case 'table:write':
        statements.push(
          allow(
            'TableWrite',
            [
              'dynamodb:PutItem',
              'dynamodb:UpdateItem',
              'dynamodb:DeleteItem',
              'dynamodb:BatchWriteItem',
              'dynamodb:ConditionCheckItem',
            ],
            [tableArn],
          ),
        );
        break;
      case 'files:list':
        statements.push(allow('FilesList', ['s3:ListBucket'], [bucketArn]));
        break;
      case 'files:read':
        statements.push(allow('FilesRead', ['s3:GetObject'], [objectsArn]));
        wildcards.push({ resource: objectsArn, reason: filesReason });
        break;
      case 'files:write':
        statements.push(allow('FilesWrite', ['s3:PutObject', 's3:DeleteObject'], [objectsArn]));
        wildcards.push({ resource: objectsArn, reason: filesReason });
        break;
      case 'mail:account':
        statements.push(allow('MailAccount', ['ses:GetAccount'], ['*']));
        wildcards.push({
          resource: '*',
          reason: 'mail:account: ses:GetAccount has no resource type, so IAM only accepts "*"',
        });
        break;
      case 'mail:send':
        statements.push(
          new PolicyStatement({
            sid: 'MailSend',
            effect: Effect.ALLOW,
            actions: ['ses:SendEmail'],
            resources: [targets.mail.identityArn, targets.mail.configurationSetArn],
            conditions: { StringEquals: { 'ses:FromAddress': targets.mail.fromAddress } },
          }),
        );
        break;
      case 'scheduler:manage': {
        const schedulesArn = `arn:${Aws.PARTITION}:scheduler:${Aws.REGION}:${Aws.ACCOUNT_ID}:schedule/${targets.scheduler.groupName}/*`;
        statements.push(
          allow(
            'SchedulesManage',
            [
              'scheduler:CreateSchedule',
              'scheduler:UpdateSchedule',
              'scheduler:DeleteSchedule',
              'scheduler:GetSchedule',
            ],
            [schedulesArn],
          ),
          new PolicyStatement({
            sid: 'SchedulesPassRole',
            effect: Effect.ALLOW,
            actions: ['iam:PassRole'],
            resources: [targets.scheduler.roleArn],
            conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
          }),
        );
        wildcards.push({
          resource: schedulesArn,
          reason:
            'scheduler:manage: schedule names are made at run time (one per send or automation); scoped to our schedule group',
        });
        break;
      }
      case 'queue:send':
        statements.push(allow('SendQueueSend', ['sqs:SendMessage'], [targets.sendQueue.queueArn]));
        break;
      case 'queue:consume':
        // Receiving and deleting are the event source mapping's (granted with it); the worker
        // itself only holds a message back for its backoff.
        statements.push(
          allow('SendQueueBackoff', ['sqs:ChangeMessageVisibility'], [targets.sendQueue.queueArn]),
        );
        break;
      case 'session-key:read':
        statements.push(
          allow(
            'SessionKeyRead',
            ['secretsmanager:GetSecretValue'],
            [targets.sessionKey.secretArn],
          ),
        );
        break;
      case 'payments-secret:read':
        statements.push(
          allow(
            'PaymentsSecretRead',
            ['secretsmanager:GetSecretValue'],
            [targets.paymentsSecret.secretArn],
          ),
        );
        break;
      default:
        throw new Error(`No grant for capability '${capability satisfies never}'`);
    }
  }
  const unique = new Map(wildcards.map((wildcard) => [wildcard.resource, wildcard]));
  return { statements, wildcards: [...unique.values()] };
}

const filesReason =
  'files: object keys (logos, avatars) are made at run time; the grant stays inside our files bucket';
