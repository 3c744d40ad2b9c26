import type { AttentionItem, GettingStarted } from '#shared/api/dashboard';
import { sentimentClass } from '#shared/domain/sentiment';
import type { SurveyRecord } from '../surveys/ports';
import type { TeamRecord, TeamRole } from '../teams/ports';

/** At most this many items need attention at once: the rest wait their turn. */
export const ATTENTION_LIMIT = 5;

const MANAGERS: readonly TeamRole[] = ['owner', 'admin'];

type Survey = Pick<
  SurveyRecord,
  'id' | 'title' | 'anonymityLocked' | 'acceptingResponses' | 'stats' | 'createdAt'
>;
type Team = Pick<TeamRecord, 'id' | 'name' | 'memberCount' | 'createdAt'>;

export interface ManagedView {
  surveys: readonly Survey[];
  memberships: readonly { team: Team; role: TeamRole }[];
}

const newestFirst = <T extends { createdAt: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** Went out: sent by e-mail, its open link opened, or answered (each locks its anonymity). */
const wentOut = (survey: Survey) => survey.anonymityLocked || survey.stats.responses > 0;
/** Has results to read: visible answers (an anonymous survey's only once released). */
const hasResults = (survey: Survey) => survey.stats.responses > 0;

/**
 * The getting-started checklist, from the teams and surveys the dashboard reads anyway: no read
 * of its own. Every figure here is one the manager's other screens already show (a team's
 * member count, whether a survey was sent, whether it has results), so it tells nothing new about
 * who answered.
 */
export function gettingStarted({ surveys, memberships }: ManagedView): GettingStarted {
  const teams = newestFirst(
    memberships.filter((m) => MANAGERS.includes(m.role)).map((m) => m.team),
  );
  const withPeople = teams.filter((t) => t.memberCount > 1);
  const team = withPeople[0] ?? teams[0];
  // The survey the next step opens: one that can still be sent (closed ones cannot), the newest
  // not yet sent first. A closed survey shows nowhere on the dashboard, here neither.
  const byAge = newestFirst(surveys.filter((s) => s.acceptingResponses));
  const survey = byAge.find((s) => !wentOut(s)) ?? byAge[0];
  const all = newestFirst(surveys);
  const result = all.find(hasResults) ?? all.find(wentOut);
  return {
    done: {
      team: teams.length > 0,
      people: withPeople.length > 0,
      survey: surveys.length > 0,
      send: surveys.some(wentOut),
      result: surveys.some(hasResults),
    },
    team: team ? { id: team.id, name: team.name } : null,
    survey: survey ? { id: survey.id, title: survey.title } : null,
    resultSurveyId: result?.id ?? null,
  };
}

/**
 * What needs the manager first, most urgent first: surveys whose visible answers average
 * negative (the lowest first), surveys still open that were never sent, teams with no one on them
 * but the caller, then open surveys that went out and have no results yet. Anonymous surveys'
 * figures are their released answers only (decision 0009), so nothing here moves for fewer than
 * their threshold of people.
 */
export function needsAttention({ surveys, memberships }: ManagedView): AttentionItem[] {
  const byAge = newestFirst(surveys);
  // Answers not scored (decision 0057) are in no class and add nothing to the sum.
  const scored = (s: Survey) => s.stats.positive + s.stats.neutral + s.stats.negative;
  const average = (s: Survey) => s.stats.sentimentSum / scored(s);
  const low = byAge
    .filter((s) => hasResults(s) && scored(s) > 0 && sentimentClass(average(s)) === 'negative')
    .sort((a, b) => average(a) - average(b))
    .map((s): AttentionItem => ({
      kind: 'low-sentiment',
      id: s.id,
      title: s.title,
      negativePercent: Math.round((s.stats.negative / scored(s)) * 100),
    }));
  const notSent = byAge
    .filter((s) => s.acceptingResponses && !wentOut(s))
    .map((s): AttentionItem => ({ kind: 'not-sent', id: s.id, title: s.title }));
  const empty = newestFirst(memberships.filter((m) => MANAGERS.includes(m.role)).map((m) => m.team))
    .filter((t) => t.memberCount <= 1)
    .map((t): AttentionItem => ({ kind: 'no-people', id: t.id, title: t.name }));
  const waiting = byAge
    .filter((s) => s.acceptingResponses && wentOut(s) && !hasResults(s))
    .map((s): AttentionItem => ({ kind: 'awaiting-results', id: s.id, title: s.title }));
  return [...low, ...notSent, ...empty, ...waiting].slice(0, ATTENTION_LIMIT);
}
