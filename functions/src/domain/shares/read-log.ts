import { dayOf } from '../responses/release-service';
import type { SurveyRecord } from '../surveys/ports';
import type { SurveyService } from '../surveys/survey-service';
import type { ReadKind, ReadLogStore } from './ports';

export interface ResultsReadLogDeps {
  reads: Pick<ReadLogStore, 'record'>;
  now: () => Date;
}

/**
 * The results-access log (decision 0054): one line per reader, day and kind, on the survey and
 * each of its teams, written before any figure is read.
 */
export class ResultsReadLog {
  constructor(private readonly deps: ResultsReadLogDeps) {}

  async record(survey: SurveyRecord, userId: string, kind: ReadKind): Promise<void> {
    await this.deps.reads.record(survey.id, survey.teamIds, userId, kind, dayOf(this.deps.now()));
  }

  /** A survey's access for managers whose every read is logged first. */
  logged(access: Pick<SurveyService, 'managed'>, kind: ReadKind): Pick<SurveyService, 'managed'> {
    return {
      managed: async (surveyId, userId) => {
        const survey = await access.managed(surveyId, userId);
        await this.record(survey, userId, kind);
        return survey;
      },
    };
  }
}
