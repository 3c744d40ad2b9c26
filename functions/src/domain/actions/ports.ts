import type { ActionStatus } from '#shared/api/actions';

/** One status an action had, and who set it when. */
export interface ActionStatusChange {
  status: ActionStatus;
  at: string;
  byName: string;
}

/** An action as stored (data-model R63), in its survey's partition. */
export interface ActionRecord {
  id: string;
  surveyId: string;
  surveyTitle: string;
  round: number;
  questionId: string;
  question: string;
  what: string;
  ownerId: string;
  ownerName: string;
  dueDate: string;
  status: ActionStatus;
  history: ActionStatusChange[];
  /** The teams of the survey when the action was recorded: each lists it (R64). */
  teamIds: string[];
  createdBy: string;
  createdAt: string;
  /** The round whose follow-through question checks the action; null until one opens. */
  checkedInRound: number | null;
}

/** Where actions are kept (R63 to R66). */
export interface ActionStore {
  /** Puts the action and one link per team, in one transaction. */
  create(action: ActionRecord): Promise<void>;
  get(surveyId: string, actionId: string): Promise<ActionRecord | undefined>;
  /** A survey's actions, oldest first (at most 500). */
  ofSurvey(surveyId: string): Promise<ActionRecord[]>;
  /** A team's actions through its links (at most 200, newest first). */
  ofTeam(teamId: string): Promise<ActionRecord[]>;
  /**
   * Sets the status and appends the change, on condition that the history still has `length`
   * entries (of two changes racing, one fails): false when it did not.
   */
  changeStatus(
    surveyId: string,
    actionId: string,
    change: ActionStatusChange,
    length: number,
  ): Promise<boolean>;
  /** Deletes the action and its team links. */
  delete(action: ActionRecord): Promise<void>;
  /** Display names of these users ('First Last'), missing ones absent. */
  names(userIds: string[]): Promise<Map<string, string>>;
}
