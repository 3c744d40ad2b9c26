import { DynamoRateLimiter } from '../adapters/dynamodb/rate-limiter';
import { DynamoSurveyRepository } from '../adapters/dynamodb/survey-repository';
import { DynamoTeamPurgeStore } from '../adapters/dynamodb/team-purge-store';
import { DynamoTeamRoster } from '../adapters/dynamodb/team-roster';
import { DynamoAutomationRepository } from '../adapters/dynamodb/automation-repository';
import { config } from '../config';
import { ImageUploads } from '../domain/image-uploads';
import { TeamImport } from '../domain/teams/team-import';
import { TeamDeletion, TeamPurge } from '../domain/teams/team-purge';
import { TeamService, type TeamServiceDeps } from '../domain/teams/team-service';
import { now } from '../lib/clock';
import { planService } from './billing';
import { sendingPolicy } from './mail';
import { notificationService } from './notifications';
import { images, mailer, scheduler, service, store, teamRecords, users, warn } from './shared';

function teamDeps(): TeamServiceDeps {
  return {
    teams: store(DynamoTeamRoster),
    users: users(),
    files: images(),
    uploads: new ImageUploads({ limiter: store(DynamoRateLimiter), staging: images() }),
    mail: mailer(),
    sending: sendingPolicy(),
    notifications: notificationService(),
    plans: planService(),
    appOrigin: config.appOrigin,
    log: warn,
  };
}

export function teamService(): TeamService {
  return service(TeamService, teamDeps);
}

/** A team as stored (the local runtime's roster control finds its owner with it). */
export function teamRecord(teamId: string) {
  return store(DynamoTeamRoster).getTeam(teamId);
}

/** The team service with the roster import (`ImportTeamMembers` alone). */
export function teamImport(): TeamImport {
  return service(TeamImport, teamDeps);
}

/** The clean-up of deleted teams: a first pass in the request, the rest hourly (0026). */
export function teamPurge(): TeamPurge {
  return new TeamPurge({
    store: store(DynamoTeamPurgeStore),
    automations: store(DynamoAutomationRepository),
    surveys: store(DynamoSurveyRepository),
    scheduler: scheduler(),
    files: images(),
    log: warn,
  });
}

export function teamDeletion(): TeamDeletion {
  return new TeamDeletion({
    teams: teamRecords(),
    store: store(DynamoTeamPurgeStore),
    purge: teamPurge(),
    now,
  });
}
