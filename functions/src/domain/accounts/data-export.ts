import type { PlanKey } from '#shared/domain/plans';
import type {
  NotificationRecord,
  NotificationRepository,
} from '../notifications/notification-service';
import type { SurveyRecord, SurveyRepository, TeamDirectory } from '../surveys/ports';
import type { MemberRecord, TeamRepository } from '../teams/ports';
import { ownDetails } from './own-details';
import type { UserRecord } from './ports';

/** The most notifications and surveys one export lists (more than an account keeps in practice). */
const MAX_NOTIFICATIONS = 100;
const MAX_SURVEYS = 500;
/** Owned teams whose rosters are included (one read each, within the route's budget). */
const MAX_ROSTERS = 10;

export interface DataExportDeps {
  teams: Pick<TeamDirectory, 'teamsOf'> & Pick<TeamRepository, 'roster'>;
  surveys: Pick<SurveyRepository, 'createdBy' | 'getMany'>;
  notifications: Pick<NotificationRepository, 'list'>;
  plans: { planOf(userId: string): Promise<PlanKey> };
  now: () => Date;
}

const person = (m: MemberRecord) => ({
  name: `${m.firstName} ${m.lastName}`.trim(),
  email: m.email,
  role: m.role,
  status: m.status,
  joinedAt: m.joinedAt,
});

const survey = (s: SurveyRecord) => ({
  id: s.id,
  title: s.title,
  description: s.description,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
  isAnonymous: s.isAnonymous,
  anonymityThreshold: s.anonymityThreshold,
  allowMultipleResponses: s.allowMultipleResponses,
  acceptingResponses: s.acceptingResponses,
  openLinkEnabled: s.openLinkEnabled,
  scheduledDate: s.scheduledDate,
  timezone: s.timezone,
  reminderEnabled: s.reminderEnabled,
  reminderDays: s.reminderDays,
  scheduledEmails: s.scheduledEmails,
  questions: s.questions,
  teamIds: s.teamIds,
  // Released answers only, counted: the answers themselves are the respondents', not yours.
  responsesShown: s.stats.responses,
});

const notification = (n: NotificationRecord) => ({
  type: n.type,
  title: n.title,
  message: n.message,
  read: n.isRead,
  createdAt: n.createdAt,
});

/**
 * Download my data: what the product holds about the signed-in person, as JSON. Their profile,
 * plan, teams with their role (and the rosters of the teams they own, which they entered),
 * the surveys they created, and their notifications. Never a password hash, a session, a
 * Google subject or a respondent's answer.
 */
export class DataExport {
  constructor(private readonly deps: DataExportDeps) {}

  async of(user: UserRecord) {
    const [teams, surveyIds, notes, plan] = await Promise.all([
      this.deps.teams.teamsOf(user.id),
      this.deps.surveys.createdBy(user.id),
      this.deps.notifications.list(user.id, MAX_NOTIFICATIONS),
      this.deps.plans.planOf(user.id),
    ]);
    const surveys = await this.deps.surveys.getMany(surveyIds.slice(0, MAX_SURVEYS));
    const owned = teams.filter((t) => t.role === 'owner').slice(0, MAX_ROSTERS);
    const rosters = new Map(
      await Promise.all(
        owned.map(async (t) => [t.team.id, await this.deps.teams.roster(t.team.id)] as const),
      ),
    );
    return {
      exportedAt: this.deps.now().toISOString(),
      profile: {
        ...ownDetails(user),
        emailVerified: user.emailVerified,
        signInWithGoogle: user.googleSubject !== null,
        referredByCode: user.referredByCode,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      },
      plan,
      teams: teams.map(({ team, role }) => ({
        id: team.id,
        name: team.name,
        description: team.description,
        brandColor: team.brandColor,
        yourRole: role,
        createdAt: team.createdAt,
        ...(rosters.has(team.id) ? { roster: (rosters.get(team.id) ?? []).map(person) } : {}),
      })),
      surveys: surveys.map(survey),
      notifications: notes.items.map(notification),
    };
  }
}
