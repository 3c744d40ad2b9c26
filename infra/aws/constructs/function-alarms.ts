import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { RouteFunction } from './route-function';

/** A CloudWatch alarm's metric math may name at most 10 metrics. */
const METRICS_PER_ALARM = 10;
const PERIOD = Duration.minutes(5);

/**
 * Errors and throttles of every function of a stack, each in an alarm that tells the alarm topic
 * (issue #30): one alarm per ten functions and kind, summing their metrics, so a stack of 55
 * routes adds 12 alarms rather than 110. An error here is a function that crashed or ran out of
 * time (the route middleware answers every handled error itself); a throttle is Lambda refusing
 * to run it (the account's concurrency).
 */
export class FunctionAlarms extends Construct {
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: { functions: RouteFunction[]; topic: ITopic }) {
    super(scope, id);
    const action = new SnsAction(props.topic);
    for (let start = 0; start < props.functions.length; start += METRICS_PER_ALARM) {
      const group = props.functions.slice(start, start + METRICS_PER_ALARM);
      const names = group.map((fn) => fn.functionId).join(', ');
      const part = start / METRICS_PER_ALARM + 1;
      const kinds: [string, (fn: RouteFunction) => IMetric, string][] = [
        [
          'Errors',
          (fn) => fn.function.metricErrors({ period: PERIOD, statistic: 'Sum' }),
          'crashed or timed out',
        ],
        [
          'Throttles',
          (fn) => fn.function.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
          'were throttled (the account’s concurrency)',
        ],
      ];
      for (const [kind, metricOf, what] of kinds) {
        const alarm = new Alarm(this, `${kind}${part}`, {
          alarmDescription: `Candor functions ${what} in the last 5 minutes: ${names}. Read their logs (the request id is in each line).`,
          metric: new MathExpression({
            expression: 'SUM(FILL(METRICS(), 0))',
            usingMetrics: Object.fromEntries(group.map((fn, i) => [`m${i}`, metricOf(fn)])),
            period: PERIOD,
            label: `${kind} of ${group.length} functions`,
          }),
          threshold: 0,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        });
        alarm.addAlarmAction(action);
        this.alarms.push(alarm);
      }
    }
  }
}
