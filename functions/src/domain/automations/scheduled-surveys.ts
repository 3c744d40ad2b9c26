import type { UpdateSurveyBody } from '#shared/api/survey-update';
import type { Survey, SurveyBody } from '#shared/api/surveys';
import type { SurveyRecord } from '../surveys/ports';
import type { SurveyService } from '../surveys/survey-service';
import type { AutomationService } from './automation-service';

const minute = (scheduledDate: string | null) => scheduledDate?.slice(0, 16) ?? null;

/**
 * The survey editor's save with its scheduled date (spec 2 §3): a survey's `scheduledDate` in its
 * `timezone` sends it once at that moment, as the one-time automation the calendar would make
 * (decision 0016). Setting, moving or clearing the date makes, moves or cancels it; a save that
 * leaves the date as it was leaves the automation, and the zone the date is read in, alone.
 */
export class ScheduledSurveys {
  constructor(
    private readonly deps: {
      surveys: Pick<SurveyService, 'create' | 'save'>;
      automations: Pick<AutomationService, 'checkSurveyDate' | 'scheduleSurveyOnce'>;
    },
  ) {}

  async create(userId: string, body: SurveyBody): Promise<{ survey: Survey }> {
    const teamIds = body.teamId ? [body.teamId] : [];
    if (body.scheduledDate) {
      this.deps.automations.checkSurveyDate({ teamIds }, body.scheduledDate, body.timezone);
    }
    const result = await this.deps.surveys.create(userId, body);
    if (body.scheduledDate) {
      await this.deps.automations.scheduleSurveyOnce(
        userId,
        { id: result.survey.id, teamIds },
        body.scheduledDate,
        body.timezone,
      );
    }
    return result;
  }

  async update(id: string, userId: string, body: UpdateSurveyBody): Promise<{ survey: Survey }> {
    const moved = (before: SurveyRecord) =>
      minute(before.scheduledDate) !== minute(body.scheduledDate);
    const { survey, before } = await this.deps.surveys.save(id, userId, body, (current) => {
      if (!moved(current)) {
        // The editor sends its viewer's time zone with every save: a date left as it was keeps
        // the zone it was set in, so it still means the moment its automation fires.
        return current.scheduledDate ? { ...body, timezone: current.timezone } : body;
      }
      if (body.scheduledDate) {
        this.deps.automations.checkSurveyDate(current, body.scheduledDate, body.timezone);
      }
      return body;
    });
    if (moved(before)) {
      await this.deps.automations.scheduleSurveyOnce(
        userId,
        before,
        body.scheduledDate,
        body.timezone,
      );
    }
    return { survey };
  }
}
