export interface PurgeStore {
  /** Deleted surveys still to clean up, oldest first. */
  pending(limit: number): Promise<string[]>;
  /** Removes up to about `maxItems` of what the survey left; true once nothing is left. */
  purge(surveyId: string, maxItems: number): Promise<boolean>;
}

const SURVEYS_PER_RUN = 20;
const ITEMS_PER_SURVEY = 5000;

/**
 * Deleting a survey removes it at once; its invitations, personal links and responses are
 * removed by this hourly clean-up, a bounded amount per run (what is left waits for the next).
 * Nothing can read them in between: every read starts from the survey item.
 */
export class SurveyPurge {
  constructor(private readonly store: PurgeStore) {}

  /** Returns how many deleted surveys were cleaned up completely. */
  async run(): Promise<number> {
    let done = 0;
    for (const surveyId of await this.store.pending(SURVEYS_PER_RUN)) {
      if (await this.store.purge(surveyId, ITEMS_PER_SURVEY)) done += 1;
    }
    return done;
  }
}
