import { Aws, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag';
import type { StageConfig } from '../stage-config';

export interface ApiStackProps extends StackProps {
  stage: StageConfig;
}

/**
 * The HTTP API and its one stage. Routes and their functions live in one stack per area (see
 * ApiAreaStack), which keeps each stack far from CloudFormation's resource limit.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** The host name of the API's own endpoint (the CloudFront `/api/*` origin). */
  readonly apiDomainName: string;
  /**
   * What CloudFront sends the API in `x-candor-origin` and the route functions check: requests
   * without it went around CloudFront (and its limits and WAF) and are refused (decision 0035).
   */
  readonly originSecret: Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `candor-${stage.name}`,
      description: 'Candor API: one Lambda function per route of shared/src/api/routes.ts',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: stage.logRetentionDays as RetentionDays,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: {
        rateLimit: stage.apiThrottle.rateLimit,
        burstLimit: stage.apiThrottle.burstLimit,
      },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });

    this.originSecret = new Secret(this, 'OriginSecret', {
      description:
        'Candor: the header CloudFront sends the API; requests without it are refused (README, Operations)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    acknowledge(
      this.originSecret,
      'SMG4',
      'CloudFront and the route functions read the value at deploy time, so it is rotated by ' +
        'putting a new value and deploying (README, Operations), not by a rotation function.',
    );

    this.apiDomainName = `${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }
}

/**
 * Access log fields. Anonymity: the route template instead of the raw path (paths can carry
 * survey link tokens), and no source IP, user agent, query string or body.
 */
const accessLogFields = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationStatus: '$context.integrationStatus',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  error: '$context.error.message',
};
