import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { RouteFunction } from '../constructs/route-function';
import type { StageConfig } from '../stage-config';

export interface OpsStackProps extends StackProps {
  stage: StageConfig;
  httpApi: IHttpApi;
  table: ITable;
  alarmTopic: ITopic;
  sendQueue: IQueue;
  deadLetterQueues: { name: string; queue: IQueue }[];
  /** Every function, by the stack (area) that holds it. */
  functionsByArea: Map<string, RouteFunction[]>;
}

const PERIOD = Duration.minutes(5);

/**
 * What an operator watches (issue #30): the API's 5xx rate and the table's throttling as alarms
 * to the alarm topic (each function's errors and throttles are alarmed in its own stack, the
 * queues' dead letters and SES's rates in the jobs stack), and one dashboard of the whole stage.
 */
export class OpsStack extends Stack {
  readonly dashboard: Dashboard;
  readonly apiErrorRateAlarm: Alarm;
  readonly tableThrottleAlarm: Alarm;

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    const { httpApi, table } = props;
    const action = new SnsAction(props.alarmTopic);

    const requests = httpApi.metricCount({ period: PERIOD, statistic: 'Sum' });
    const serverErrors = httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' });
    const clientErrors = httpApi.metricClientError({ period: PERIOD, statistic: 'Sum' });
    // A rate, and only once there is traffic enough to mean something.
    const errorRate = new MathExpression({
      expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      period: PERIOD,
      label: 'API 5xx (% of requests)',
    });
    this.apiErrorRateAlarm = new Alarm(this, 'ApiErrorRateAlarm', {
      alarmDescription:
        'Over 5% of API requests answered 5xx in 5 minutes (with 20 requests or more): read the ' +
        'function alarms and logs; a data store or mail outage shows on /api/health',
      metric: errorRate,
      threshold: 5,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.apiErrorRateAlarm.addAlarmAction(action);

    const tableMetric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: table.tableName },
        period: PERIOD,
        statistic: 'Sum',
      });
    const throttles = new MathExpression({
      expression: 'FILL(reads, 0) + FILL(writes, 0)',
      usingMetrics: {
        reads: tableMetric('ReadThrottleEvents'),
        writes: tableMetric('WriteThrottleEvents'),
      },
      period: PERIOD,
      label: 'Table throttle events',
    });
    this.tableThrottleAlarm = new Alarm(this, 'TableThrottleAlarm', {
      alarmDescription:
        'DynamoDB throttled more than 10 requests in 5 minutes: a hot partition or the account ' +
        "table limits; the functions retry, but answers slow and some fail. Check CloudWatch Contributor Insights for the table's keys",
      metric: throttles,
      threshold: 10,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.tableThrottleAlarm.addAlarmAction(action);

    const perArea = (kind: 'Errors' | 'Throttles'): IMetric[] =>
      [...props.functionsByArea].map(
        ([area, functions], areaIndex) =>
          new MathExpression({
            expression: 'SUM(FILL(METRICS(), 0))',
            usingMetrics: Object.fromEntries(
              // Ids unique across the graph's expressions.
              functions.map((fn, i) => [
                `a${areaIndex}m${i}`,
                kind === 'Errors'
                  ? fn.function.metricErrors({ period: PERIOD, statistic: 'Sum' })
                  : fn.function.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
              ]),
            ),
            period: PERIOD,
            label: area,
          }),
      );
    const ses = (metricName: string, statistic = 'Sum') =>
      new Metric({ namespace: 'AWS/SES', metricName, period: PERIOD, statistic });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `candor-${props.stage.name}`,
      defaultInterval: Duration.hours(24),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown:
          `# Candor ${props.stage.name}\n` +
          'Alarms go to the alarm topic. Per-function errors and throttles are alarmed in each API area ' +
          'stack; dead letters and SES rates in the jobs stack (README, Operations).',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'API requests and errors',
        left: [requests, clientErrors, serverErrors],
        right: [errorRate],
        width: 12,
      }),
      new GraphWidget({
        title: 'API latency (ms)',
        left: [
          httpApi.metricLatency({ period: PERIOD, statistic: 'p50' }),
          httpApi.metricLatency({ period: PERIOD, statistic: 'p99' }),
        ],
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Function errors by area', left: perArea('Errors'), width: 12 }),
      new GraphWidget({
        title: 'Function throttles by area',
        left: perArea('Throttles'),
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Table capacity used',
        left: [tableMetric('ConsumedReadCapacityUnits'), tableMetric('ConsumedWriteCapacityUnits')],
        right: [throttles],
        width: 12,
      }),
      new GraphWidget({
        title: 'Sending: queue and dead letters',
        left: [
          props.sendQueue.metricApproximateNumberOfMessagesVisible({ period: PERIOD }),
          ...props.deadLetterQueues.map(({ name, queue }) =>
            queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, label: name }),
          ),
        ],
        right: [props.sendQueue.metricApproximateAgeOfOldestMessage({ period: PERIOD })],
        width: 12,
      }),
    );
    const business = (metricName: string) =>
      new Metric({
        namespace: 'Candor',
        metricName,
        dimensionsMap: { stage: props.stage.name },
        period: Duration.hours(1),
        statistic: 'Sum',
      });
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Answers (an hour)',
        left: [business('AnswersStored'), business('AnswersReleased')],
        width: 12,
      }),
      new GraphWidget({
        title: 'Sends (an hour)',
        left: [business('SendsQueued'), business('AutomationRuns')],
        right: [
          business('RecipientsQueued'),
          business('MailsSent'),
          business('MailsFailed'),
          business('MailsBounced'),
          business('MailsComplained'),
        ],
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Mail sent, bounced, complained',
        left: [ses('Send'), ses('Bounce'), ses('Complaint')],
        right: [
          ses('Reputation.BounceRate', 'Maximum'),
          ses('Reputation.ComplaintRate', 'Maximum'),
        ],
        width: 24,
      }),
    );
  }
}
