import { beforeAll, describe, expect, it } from 'vitest';
import { controlTowerAcknowledgements } from '../../infra/aws/control-tower';
import { stageConfig } from '../../infra/aws/stage-config';
import { controlTowerReport, type ControlTowerReport } from './control-tower';
import { synthesizeCandor } from './synth';

/*
 * The second template validator beside cdk-nag: AWS Control Tower's proactive controls, as the
 * cfn-guard rules of @cdklabs/cdk-validator-cfnguard, over every stack of the dev stage (the
 * synth the other infra files read). Each finding is fixed in the stack or acknowledged with its
 * reason in infra/aws/control-tower.ts (decision 0038). The prod-like stage with a custom domain
 * and a web build is checked in stages.test.ts, on its own synth.
 */

let report: ControlTowerReport;

beforeAll(() => {
  report = controlTowerReport(synthesizeCandor(stageConfig('dev')));
});

describe('the Control Tower rules', () => {
  it('leave no finding that is neither fixed nor acknowledged', () => {
    const described = report.unacknowledged.map((f) => `${f.control} ${f.rule} at ${f.resource}`);
    expect(described).toEqual([]);
  });

  it('have no acknowledgement left that covers no finding', () => {
    // Also shows that the rules ran: every acknowledgement here matches a finding of dev.
    expect(report.rulesRun).toBeGreaterThan(20);
    expect(report.unused.map((entry) => `${entry.control} ${entry.rule}`)).toEqual([]);
  });

  it('give every acknowledgement a reason, once per rule and scope', () => {
    const keys = controlTowerAcknowledgements.map((e) => `${e.rule} ${String(e.where)}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of controlTowerAcknowledgements) {
      expect(entry.reason.length, entry.rule).toBeGreaterThan(80);
      expect(entry.control, entry.rule).toMatch(/^CT\.[A-Z0-9]+\.PR\.\d+$/);
    }
  });

  it('report each finding under its control', () => {
    const controls = new Map(report.findings.map((f) => [f.rule, f.control]));
    for (const entry of controlTowerAcknowledgements) {
      if (controls.has(entry.rule))
        expect(controls.get(entry.rule), entry.rule).toBe(entry.control);
    }
  });
});
