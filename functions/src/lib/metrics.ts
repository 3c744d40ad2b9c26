import { config } from '../config';

/**
 * The product's business metrics, as CloudWatch embedded metric format (EMF) lines on stdout:
 * Lambda hands the function's log lines to CloudWatch Logs, which turns each into a metric of
 * the `Candor` namespace with the stage as its one dimension (issue #30). No library and no
 * call to CloudWatch: a JSON line. Counts only, never anything about who or which survey, so a
 * metric can no more pair an answer with a person than the request log beside it.
 */
export type BusinessMetric =
  | 'AnswersStored'
  | 'AnswersReleased'
  | 'SendsQueued'
  | 'RecipientsQueued'
  | 'MailsSent'
  | 'MailsFailed'
  | 'MailsBounced'
  | 'MailsComplained'
  | 'AutomationRuns';

export const METRICS_NAMESPACE = 'Candor';

type Writer = (line: string) => void;
let writer: Writer = (line) => {
  process.stdout.write(`${line}\n`);
};

/** Where the lines go: stdout in AWS; the local runtime and tests keep them quiet or read them. */
export function setMetricsWriter(next: Writer): Writer {
  const previous = writer;
  writer = next;
  return previous;
}

/** The EMF line of some counts at `at` (ms). */
export function emfLine(
  counts: Partial<Record<BusinessMetric, number>>,
  stage: string,
  at: number,
) {
  const names = Object.keys(counts) as BusinessMetric[];
  return JSON.stringify({
    _aws: {
      Timestamp: at,
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [['stage']],
          Metrics: names.map((Name) => ({ Name, Unit: 'Count' })),
        },
      ],
    },
    stage,
    ...counts,
  });
}

/** Records counts (nothing when every count is 0). Never throws: a metric never fails a request. */
export function countMetrics(counts: Partial<Record<BusinessMetric, number>>): void {
  const given = Object.fromEntries(
    Object.entries(counts).filter(([, value]) => typeof value === 'number' && value > 0),
  );
  if (Object.keys(given).length === 0) return;
  try {
    // CloudWatch's time, not the product's: it refuses metrics stamped hours ahead.
    // eslint-disable-next-line no-restricted-syntax
    writer(emfLine(given, config.stage, Date.now()));
  } catch {
    // A closed stdout: the metric is lost, the work is not.
  }
}

const pending: Partial<Record<BusinessMetric, number>> = {};

/** Adds to the counts the next `flushMetrics` writes (one line for a batch's many recipients). */
export function tallyMetric(name: BusinessMetric, value = 1): void {
  pending[name] = (pending[name] ?? 0) + value;
}

/** Writes what `tallyMetric` gathered, in one line, and starts again. */
export function flushMetrics(): void {
  const counts = { ...pending };
  for (const name of Object.keys(pending) as BusinessMetric[]) delete pending[name];
  countMetrics(counts);
}
