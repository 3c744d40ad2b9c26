import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { countMetrics, emfLine, flushMetrics, setMetricsWriter, tallyMetric } from './metrics';

const lines: string[] = [];
const previous = setMetricsWriter((line) => lines.push(line));
afterEach(() => {
  lines.length = 0;
});
afterAll(() => {
  setMetricsWriter(previous);
});

describe('business metrics', () => {
  it('write one EMF line per call: namespace Candor, the stage as the only dimension, counts', () => {
    countMetrics({ MailsSent: 3, MailsFailed: 1 });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'Candor',
            Dimensions: [['stage']],
            Metrics: [
              { Name: 'MailsSent', Unit: 'Count' },
              { Name: 'MailsFailed', Unit: 'Count' },
            ],
          },
        ],
      },
      stage: 'local',
      MailsSent: 3,
      MailsFailed: 1,
    });
    expect(typeof (line._aws as { Timestamp: unknown }).Timestamp).toBe('number');
    // Nothing but the counts and the stage: no survey, no person, no address.
    expect(Object.keys(line).sort()).toEqual(['MailsFailed', 'MailsSent', '_aws', 'stage']);
  });

  it('write nothing for zero counts, and never throw', () => {
    countMetrics({ AnswersReleased: 0 });
    expect(lines).toEqual([]);
    const old = setMetricsWriter(() => {
      throw new Error('stdout closed');
    });
    expect(() => countMetrics({ AnswersStored: 1 })).not.toThrow();
    setMetricsWriter(old);
  });

  it('are lines CloudWatch reads as EMF: the metric names are top-level members', () => {
    const line = JSON.parse(emfLine({ AnswersStored: 1 }, 'prod', 1_700_000_000_000)) as {
      _aws: { Timestamp: number; CloudWatchMetrics: { Metrics: { Name: string }[] }[] };
      [key: string]: unknown;
    };
    for (const { Name } of line._aws.CloudWatchMetrics[0]!.Metrics) {
      expect(line[Name]).toBe(1);
    }
    expect(line._aws.Timestamp).toBe(1_700_000_000_000);
  });

  it('gather a batch’s counts and write them once', () => {
    tallyMetric('MailsSent');
    tallyMetric('MailsSent', 2);
    tallyMetric('MailsFailed');
    expect(lines).toEqual([]);
    flushMetrics();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ MailsSent: 3, MailsFailed: 1 });
    flushMetrics();
    expect(lines).toHaveLength(1);
  });
});
