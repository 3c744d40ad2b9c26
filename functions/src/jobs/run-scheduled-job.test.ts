import { describe, expect, it } from 'vitest';
import { registerJobRunner } from './job-runners';
import { handler } from './run-scheduled-job';

describe('the scheduled job handler', () => {
  it('runs the runner registered for the payload kind', async () => {
    const seen: string[] = [];
    registerJobRunner('test-kind', async (payload) => {
      seen.push(`${payload.targetId}@${payload.scheduleName}`);
    });
    await expect(
      handler({ kind: 'test-kind', targetId: 'survey-9', scheduleName: 'weekly-9' }),
    ).resolves.toBe('done');
    expect(seen).toEqual(['survey-9@weekly-9']);
  });

  it('lets a failing runner throw so the scheduler retries it', async () => {
    registerJobRunner('flaky', async () => {
      throw new Error('mail service down');
    });
    await expect(handler({ kind: 'flaky', targetId: 't', scheduleName: 's' })).rejects.toThrow(
      'mail service down',
    );
  });

  it('drops payloads it cannot read or has no runner for, without retries', async () => {
    await expect(handler({ kind: '', targetId: 'x' })).resolves.toBe('skipped');
    await expect(handler('not json at all')).resolves.toBe('skipped');
    await expect(handler({ kind: 'nobody-knows', targetId: 'x', scheduleName: 'y' })).resolves.toBe(
      'skipped',
    );
  });
});
