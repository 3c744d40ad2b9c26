import { DynamoFollowThroughStore } from '../adapters/dynamodb/follow-through-store';
import { DynamoHeldResponseStore } from '../adapters/dynamodb/held-responses';
import { DynamoIndependenceReads } from '../adapters/dynamodb/independence-reads';
import { DynamoOpenLinkGuardStore } from '../adapters/dynamodb/open-link-guard-store';
import { DynamoRateLimiter } from '../adapters/dynamodb/rate-limiter';
import { DynamoReleaseReads } from '../adapters/dynamodb/release-reads';
import { DynamoReminderPlans } from '../adapters/dynamodb/reminder-store';
import { DynamoDigestStore } from '../adapters/dynamodb/digest-store';
import { DynamoInvitationAnswers } from '../adapters/dynamodb/invitation-answers';
import { DynamoInvitationStore } from '../adapters/dynamodb/invitation-store';
import { DynamoResponseStore } from '../adapters/dynamodb/response-store';
import { DynamoResponseWrites } from '../adapters/dynamodb/response-writes';
import { DynamoRoundResultsStore } from '../adapters/dynamodb/round-results-store';
import { DynamoRoundStore } from '../adapters/dynamodb/round-store';
import { DynamoSendStore } from '../adapters/dynamodb/send-store';
import { DynamoSurveyRepository } from '../adapters/dynamodb/survey-repository';
import { DynamoTeamReads } from '../adapters/dynamodb/team-reads';
import { DynamoTeamTallyStore } from '../adapters/dynamodb/team-tally-store';
import { config } from '../config';
import { FollowThrough } from '../domain/actions/follow-through';
import { ReminderPlanner } from '../domain/rounds/reminder-plans';
import { NotAllowedError } from '../domain/errors';
import {
  DistributionService,
  type DistributionServiceDeps,
} from '../domain/responses/distribution-service';
import { HoldService } from '../domain/responses/hold-service';
import { IndependenceCheck } from '../domain/responses/independence';
import { OpenLinkGuard } from '../domain/responses/open-link-guard';
import { ReleaseService } from '../domain/responses/release-service';
import { ResponseDigest } from '../domain/responses/response-digest';
import { ResponseReader } from '../domain/responses/response-reader';
import { ResponseService } from '../domain/responses/response-service';
import { ResponseWriter } from '../domain/responses/response-writer';
import { now } from '../lib/clock';
import { logger } from '../lib/logger';
import { planService } from './billing';
import { conversationService } from './conversations';
import { sendingPolicy } from './mail';
import { notify } from './notifications';
import {
  files,
  once,
  pagedStore,
  sendQueue,
  service,
  sessionKeySeed,
  single,
  store,
  surveyMailing,
  teamRecords,
  users,
  warn,
} from './shared';
import { surveyService } from './surveys';

/** Responses with their readers (lists that page). */
export const responseRecords = (): DynamoResponseStore => pagedStore(DynamoResponseStore);

/** Storing and releasing answers, without the readers (the public answer routes, the job). */
export const responseWriteRecords = (): DynamoResponseWrites => store(DynamoResponseWrites);

/** Invitations, their list a page at a time. */
export const invitationRecords = (): DynamoInvitationStore => pagedStore(DynamoInvitationStore);

/** Sends and their progress (decision 0033). */
export const sendRecords = (): DynamoSendStore => store(DynamoSendStore);

/** Independence judged again when an e-mail group would be released (decision 0009). */
export function independenceCheck(): IndependenceCheck {
  return single(IndependenceCheck, () => [store(DynamoIndependenceReads)]);
}

/** After an e-mail release: its team blocks kept coarse and summed (decision 0040). */
export const teamTallySums = {
  afterRelease: async (surveyId: string, group: number, round: number, k: number) => {
    const done = await store(DynamoTeamTallyStore).afterRelease(surveyId, group, round, k);
    if (done.compacted === 'too large') {
      logger.warn('team blocks left to the readers', { surveyId, group });
    }
  },
};

/** Releases of anonymous surveys' waiting answers (decision 0009). */
export function releaseService(): ReleaseService {
  return service(ReleaseService, () => ({
    surveys: store(DynamoSurveyRepository),
    responses: responseWriteRecords(),
    now,
    quotas: planService(),
    independence: independenceCheck(),
    teamTallies: teamTallySums,
    log: warn,
  }));
}

/** Answering: the public survey page, e-mailed links, the open link's guard. */
export function responseService(): ResponseService {
  return service(ResponseService, () => ({
    surveys: store(DynamoSurveyRepository),
    teams: store(DynamoTeamReads),
    responses: responseWriteRecords(),
    invitations: store(DynamoInvitationAnswers),
    digests: store(DynamoDigestStore),
    releases: releaseService(),
    limiter: store(DynamoRateLimiter),
    guard: new OpenLinkGuard({
      limiter: store(DynamoRateLimiter),
      store: store(DynamoOpenLinkGuardStore),
      // The challenge keys are derived from the session key's seed (a server-only secret from
      // Secrets Manager in AWS, a file under .data/ locally), as page cursors' are.
      secret: () => sessionKeySeed(),
      now,
      burstAnswers: config.openLinkBurstAnswers,
    }),
    quotas: planService(),
    held: store(DynamoHeldResponseStore),
    limitFactor: config.clientLimitFactor,
    logoUrl: (key) => files().signedUrl(key),
    conversations: conversationService(),
    now,
    log: warn,
  }));
}

/** Lets held answers in when the plan allows (decision 0012). */
export function holdService(): HoldService {
  return service(HoldService, () => ({
    held: store(DynamoHeldResponseStore),
    quotas: planService(),
    surveys: store(DynamoSurveyRepository),
    // The writer alone, not the response service: the job need not carry answering's code.
    responses: new ResponseWriter({
      surveys: store(DynamoSurveyRepository),
      responses: responseWriteRecords(),
    }),
    releases: releaseService(),
    digests: store(DynamoDigestStore),
    now,
    log: warn,
  }));
}

/** A survey's answers as its managers may read them. */
export function responseReader(): ResponseReader {
  return single(ResponseReader, () => [
    surveyService(),
    responseRecords(),
    store(DynamoRoundResultsStore),
    independenceCheck(),
  ]);
}

/** Sending a survey by e-mail, its invitations and sends, for a signed-in manager. */
export function distributionService(): DistributionService {
  return service(DistributionService, () => distributionDeps(surveyService()));
}

/**
 * Sending for the scheduler (automations' runs): it sends as the automation, never for a signed-in
 * manager, so it goes without the survey service and its graph (the job's bundle budget).
 */
export function scheduledDistributionService(): DistributionService {
  return once(
    scheduledDistributionService,
    () =>
      new DistributionService(
        distributionDeps({
          managed: () =>
            Promise.reject(new NotAllowedError('Sending by hand is not for the scheduler.')),
        }),
      ),
  );
}

function distributionDeps(access: DistributionServiceDeps['access']): DistributionServiceDeps {
  const queue = sendQueue();
  return {
    access,
    ...surveyMailing(),
    emailsOf: async (userIds) =>
      (await Promise.all(userIds.map((id) => users().getById(id)))).flatMap((u) =>
        u ? [u.email] : [],
      ),
    releases: store(DynamoReleaseReads),
    invitations: invitationRecords(),
    rounds: store(DynamoRoundStore),
    sends: sendRecords(),
    ...(queue ? { queue } : {}),
    now,
    sending: sendingPolicy(),
    followThrough: new FollowThrough(store(DynamoFollowThroughStore)),
    // A round opened by hand with reminders on gets its reminders planned (decision 0016)
    // (its schedule is made by the hourly reconciler: the scheduler stays out of these routes).
    reminders: {
      planRound: async (...args) => {
        await new ReminderPlanner({ reminders: store(DynamoReminderPlans), now }).planRound(
          ...args,
        );
      },
    },
    log: warn,
  };
}

/** The hourly job that tells managers about new responses (`at`: the hour's end, if not now). */
export function responseDigest(at?: Date): ResponseDigest {
  return new ResponseDigest({
    now: at ? () => at : now,
    digests: store(DynamoDigestStore),
    surveys: store(DynamoSurveyRepository),
    teams: teamRecords(),
    notify,
  });
}
