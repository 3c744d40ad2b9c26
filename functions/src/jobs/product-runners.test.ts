import { describe, expect, it } from 'vitest';
import { jobForKind, jobs, recurringJobTarget, recurringJobs } from '#shared/api/jobs';
import { productRunner } from './product-runners';

describe("the product's recurring jobs", () => {
  it('each schedule the stacks and the local runtime create has a runner in the function it fires', () => {
    expect(recurringJobs.length).toBeGreaterThan(0);
    for (const job of recurringJobs) {
      expect(job.payload.scheduleName).toBe(job.name);
      const target = recurringJobTarget(job);
      expect(Object.keys(jobs), job.name).toContain(target);
      expect(jobForKind(job.payload.kind), job.name).toBe(target);
      // RunScheduledJob runs its kinds through the product runners; other functions do one thing.
      if (target === 'RunScheduledJob') {
        expect(productRunner(job.payload.kind), job.name).toBeTypeOf('function');
      } else {
        expect(productRunner(job.payload.kind), job.name).toBeUndefined();
      }
    }
  });

  it('sends the round reports and the hourly upkeep to their own functions, every other kind to RunScheduledJob', () => {
    expect(jobForKind('round-reports')).toBe('MailRoundReports');
    expect(jobForKind('survey-purge')).toBe('HourlyUpkeep');
    expect(jobForKind('automation-run')).toBe('RunScheduledJob');
    expect(jobForKind('response-digest')).toBe('RunScheduledJob');
  });

  it('knows no other kinds', () => {
    expect(productRunner('toString')).toBeUndefined();
    expect(productRunner('no-such-job')).toBeUndefined();
  });
});
