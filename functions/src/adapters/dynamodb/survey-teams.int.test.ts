import { describe, expect, it } from 'vitest';
import {
  SurveyTeamLinkExistsError,
  SurveyTeamsChangedError,
  type SurveyRecord,
} from '../../domain/surveys/ports';
import { aStoredSurvey } from './survey-record.fixture';
import { aSurveyTable } from './test-table.fixture';

/*
 * A survey's teams change only while they are as read (S7): two changes decided on the same read
 * cannot both land, so the rules the service applied to that read still hold after the write.
 */
describe("a survey's team changes", () => {
  const { surveys, readSurvey: read } = aSurveyTable();

  async function surveyOn(teamIds: string[]): Promise<SurveyRecord> {
    const survey = await aStoredSurvey(surveys, {
      title: 'Team pulse',
      teamIds: teamIds.slice(0, 1),
      createdBy: 'user-owner',
    });
    for (const teamId of teamIds.slice(1)) await surveys.assignTeam(await read(survey.id), teamId);
    return read(survey.id);
  }

  it('takes a team off and leaves the teams in the order given', async () => {
    const survey = await surveyOn(['team-a', 'team-b', 'team-c']);
    expect(survey.teamIds).toEqual(['team-a', 'team-b', 'team-c']);
    await surveys.unassignTeam(survey, 'team-a', ['team-c', 'team-b']);
    expect((await read(survey.id)).teamIds).toEqual(['team-c', 'team-b']);
  });

  it('refuses a removal decided on teams that changed since (SurveyTeamsChangedError)', async () => {
    const survey = await surveyOn(['team-a', 'team-b', 'team-c']);
    await surveys.unassignTeam(survey, 'team-b');
    // The same read again, as a second request that read before the first wrote.
    await expect(surveys.unassignTeam(survey, 'team-a')).rejects.toThrow(SurveyTeamsChangedError);
    expect((await read(survey.id)).teamIds).toEqual(['team-a', 'team-c']);
  });

  it('refuses an addition decided on teams that changed since, and a team already on it', async () => {
    const survey = await surveyOn(['team-a']);
    await surveys.assignTeam(survey, 'team-b');
    await expect(surveys.assignTeam(survey, 'team-c')).rejects.toThrow(SurveyTeamsChangedError);
    await expect(surveys.assignTeam(await read(survey.id), 'team-b')).rejects.toThrow(
      SurveyTeamLinkExistsError,
    );
    expect((await read(survey.id)).teamIds).toEqual(['team-a', 'team-b']);
  });
});
