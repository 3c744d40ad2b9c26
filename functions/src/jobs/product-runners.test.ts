import { describe, expect, it } from 'vitest';
import { recurringJobs } from '../../../shared/src/api/jobs';
import { productRunner } from './product-runners';

describe("the product's recurring jobs", () => {
  it('each schedule the stacks and the local runtime create has a runner', () => {
    expect(recurringJobs.length).toBeGreaterThan(0);
    for (const job of recurringJobs) {
      expect(productRunner(job.payload.kind), job.name).toBeTypeOf('function');
      expect(job.payload.scheduleName).toBe(job.name);
    }
  });

  it('knows no other kinds', () => {
    expect(productRunner('toString')).toBeUndefined();
    expect(productRunner('no-such-job')).toBeUndefined();
  });
});
