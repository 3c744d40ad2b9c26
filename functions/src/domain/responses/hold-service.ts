import type { ResponseQuotaPort } from '../billing/ports';
import type { SurveyRecord, SurveyRepository } from '../surveys/ports';
import {
  ResponseLimitReachedError,
  RoundClosedError,
  type DigestStore,
  type HeldResponse,
  type HeldResponseStore,
} from './ports';
import { hourOf, type ReleaseService } from './release-service';
import type { ResponseService } from './response-service';

const ACCOUNTS_PAGE = 100;
const HELD_PAGE = 25;
/** Pages of held answers one account lets in per run (the next run goes on). */
const MAX_PAGES = 40;

export interface HoldServiceDeps {
  held: HeldResponseStore;
  quotas: Pick<ResponseQuotaPort, 'responseQuota'>;
  surveys: Pick<SurveyRepository, 'get'>;
  responses: Pick<ResponseService, 'store'>;
  releases: Pick<ReleaseService, 'releaseDue'>;
  digests: Pick<DigestStore, 'count'>;
  now: () => Date;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

/**
 * Lets held answers in once the plan allows them (an upgrade, or a new period): each in one
 * conditional transaction that counts it against the current period's limit and removes its held
 * item. A named survey's answer becomes visible at once (and is told in the hour's digest); an
 * anonymous survey's joins its source's open release group, and the release rule decides when it
 * shows, so a held anonymous answer is never seen outside a group of at least the threshold.
 */
export class HoldService {
  constructor(private readonly deps: HoldServiceDeps) {}

  /** Lets in as many of the account's held answers as its period has room for. */
  async letIn(accountId: string): Promise<number> {
    const quota = await this.deps.quotas.responseQuota(accountId);
    const surveys = new Map<string, SurveyRecord | undefined>();
    const anonymous = new Set<string>();
    let admitted = 0;
    let full = false;
    for (let page = 0; page < MAX_PAGES && !full; page += 1) {
      const batch = await this.deps.held.heldOf(accountId, HELD_PAGE);
      if (batch.length === 0) {
        await this.deps.held.settle(accountId);
        break;
      }
      let moved = 0;
      for (const item of batch) {
        const surveyId = item.response.surveyId;
        if (!surveys.has(surveyId)) surveys.set(surveyId, await this.deps.surveys.get(surveyId));
        const survey = surveys.get(surveyId);
        if (!survey) {
          // The survey was deleted: its answer goes with it.
          await this.deps.held.drop(item);
          moved += 1;
          continue;
        }
        const outcome = await this.admit(survey, item, quota);
        if (outcome === 'full') {
          full = true;
          break;
        }
        if (outcome === 'failed') continue;
        if (outcome === 'dropped') {
          moved += 1;
          continue;
        }
        moved += 1;
        admitted += 1;
        if (survey.isAnonymous) anonymous.add(surveyId);
      }
      if (moved === 0 && !full) break;
    }
    for (const surveyId of anonymous) {
      try {
        const fresh = await this.deps.surveys.get(surveyId);
        if (fresh) await this.deps.releases.releaseDue(fresh);
      } catch (error) {
        this.deps.log?.('release not made after letting held answers in', {
          surveyId,
          error: String(error),
        });
      }
    }
    return admitted;
  }

  private async admit(
    survey: SurveyRecord,
    item: HeldResponse,
    quota: Awaited<ReturnType<HoldServiceDeps['quotas']['responseQuota']>>,
  ): Promise<'in' | 'full' | 'failed' | 'dropped'> {
    if (survey.isAnonymous !== item.anonymous) {
      // Given under the other promise (the survey was switched before it was locked): it is never
      // shown under this one.
      await this.deps.held.drop(item);
      return 'dropped';
    }
    try {
      // An e-mailed answer let in counts in no team, in the group's no-team block (decision
      // 0040): every e-mailed answer of a group is in one block, so no team's figures subtracted
      // from the group's leave an answer that no block held.
      await this.deps.responses.store(
        survey,
        item.response,
        item.independent,
        quota,
        true,
        item.response.source === 'email' ? [] : undefined,
      );
    } catch (error) {
      if (error instanceof ResponseLimitReachedError) return 'full';
      if (error instanceof RoundClosedError) {
        // Its round closed while it was held (decision 0023): it is never shown.
        await this.deps.held.drop(item);
        return 'dropped';
      }
      // Let in by another run meanwhile, or a transient failure: the next run sees what is left.
      this.deps.log?.('held answer not let in', { surveyId: survey.id, error: String(error) });
      return 'failed';
    }
    if (!survey.isAnonymous) {
      await this.deps.digests
        .count(survey.id, hourOf(this.deps.now()))
        .catch((error: unknown) =>
          this.deps.log?.('response digest not counted', { error: String(error) }),
        );
    }
    return 'in';
  }

  /** The job: every account holding answers. */
  async run(): Promise<number> {
    let admitted = 0;
    let after: string | undefined;
    for (;;) {
      const accounts = await this.deps.held.accountsHolding(ACCOUNTS_PAGE, after);
      for (const accountId of accounts) admitted += await this.letIn(accountId);
      if (accounts.length < ACCOUNTS_PAGE) return admitted;
      after = accounts[accounts.length - 1];
    }
  }
}
