import type { SchedulerPort } from '../platform/scheduler';
import type { SurveyRepository } from '../surveys/ports';
import { runScheduleName, type AutomationService } from './automation-service';
import type { AutomationRecord, AutomationRepository } from './ports';

/** A run this late is not made any more: the chain moves on to the next one. */
const LATE_RUN_LIMIT_MS = 24 * 60 * 60 * 1000;
const RECONCILE_PAGE = 100;

export interface AutomationReconcilerDeps {
  automations: Pick<AutomationRepository, 'active' | 'delete' | 'setNextRun'>;
  chain: Pick<AutomationService, 'planNext' | 'schedule'>;
  surveys: Pick<SurveyRepository, 'getMany'>;
  scheduler: Pick<SchedulerPort, 'get' | 'delete'>;
  now: () => Date;
}

/**
 * Keeps every automation's chain of runs whole (decision 0016): the hourly job's part of the
 * automations, in a class of its own so the job carries none of what a run sends.
 */
export class AutomationReconciler {
  constructor(private readonly deps: AutomationReconcilerDeps) {}

  /** Plans and schedules the run after `automation`'s next one (never before now). */
  async advance(automation: AutomationRecord, runsMade?: number): Promise<void> {
    const at = automation.nextRun ? Date.parse(automation.nextRun.at) : 0;
    // Never before now: a late run does not make the ones it was late for.
    const after = new Date(Math.max(at, this.deps.now().getTime()));
    const next = this.deps.chain.planNext(automation, after);
    await this.deps.automations.setNextRun(automation.id, next, runsMade);
    await this.deps.chain.schedule({ ...automation, nextRun: next });
  }

  /**
   * Re-makes each active automation's missing next run, so one failure never ends a chain; a
   * deleted survey's automations are cancelled.
   */
  async reconcile(): Promise<{ checked: number; repaired: number; cancelled: number }> {
    let cursor: string | undefined;
    let checked = 0;
    let repaired = 0;
    let cancelled = 0;
    do {
      const page = await this.deps.automations.active(RECONCILE_PAGE, cursor);
      cursor = page.cursor;
      const surveys = new Set(
        (await this.deps.surveys.getMany([...new Set(page.items.map((a) => a.surveyId))])).map(
          (s) => s.id,
        ),
      );
      for (const automation of page.items) {
        checked += 1;
        const next = automation.nextRun;
        if (!next) continue;
        const name = runScheduleName(automation.id, next.index);
        if (!surveys.has(automation.surveyId)) {
          await this.deps.scheduler.delete(name).catch(() => undefined);
          await this.deps.automations.delete(automation);
          cancelled += 1;
          continue;
        }
        if (await this.deps.scheduler.get(name)) continue;
        const at = Date.parse(next.at);
        const now = this.deps.now().getTime();
        if (at > now) {
          await this.deps.chain.schedule(automation);
        } else if (now - at <= LATE_RUN_LIMIT_MS) {
          // Fired but never finished, or lost: run it now (a run that went out sends nothing twice).
          await this.deps.chain.schedule(automation, new Date(now + 60_000).toISOString());
        } else {
          await this.advance(automation);
        }
        repaired += 1;
      }
    } while (cursor);
    return { checked, repaired, cancelled };
  }
}
