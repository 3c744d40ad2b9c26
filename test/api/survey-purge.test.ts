import { describe, expect, it } from 'vitest';
import {
  apiUrl,
  call,
  latestMail,
  mailedToken,
  storedItems,
  uniqueEmail,
} from './support/auth-api';
import { settleSends } from './support/responses-api';
import { register } from './support/teams-api';

/**
 * Deleting a survey removes it at once; the hourly clean-up then removes its invitations,
 * personal links and responses, so nothing anyone answered outlives the survey.
 */
describe('deleting a survey', () => {
  it('closes its links at once and leaves nothing behind after the clean-up', async () => {
    const manager = await register('Pia');
    const created = await call('POST', '/api/surveys', {
      token: manager.token,
      json: {
        title: 'Short-lived pulse',
        reminderEnabled: true,
        reminderDays: [1],
        questions: [
          {
            type: 'rating',
            text: 'Week?',
            required: true,
            order: 1,
            options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
          },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    const survey = (created.body as { survey: { id: string; questions: { id: string }[] } }).survey;
    const recipients = [uniqueEmail('purge-a'), uniqueEmail('purge-b')];
    const sent = await call('POST', `/api/surveys/${survey.id}/send-email`, {
      token: manager.token,
      json: { recipients: recipients.join('\n') },
    });
    expect(sent.status, sent.text).toBe(202);
    const tokens = await Promise.all(
      recipients.map(async (to) =>
        mailedToken(await latestMail(to, 'Survey: Short-lived pulse'), `/survey/${survey.id}`),
      ),
    );
    const answer = (token?: string) =>
      call('POST', `/api/surveys/email-response/${survey.id}`, {
        json: {
          ...(token ? { token } : {}),
          responses: [{ questionId: survey.questions[0]?.id, type: 'rating', value: 4 }],
          acceptedTerms: true,
        },
      });
    expect((await answer(tokens[0])).status).toBe(201);
    expect((await answer()).status).toBe(201);
    // A reminder gives the second recipient a new link and keeps the first one working.
    const reminded = await fetch(`${apiUrl()}/dev/api/jobs/run`, {
      method: 'POST',
      body: JSON.stringify({
        kind: 'round-reminder',
        targetId: `${survey.id}#1#1`,
        scheduleName: 'by-test',
      }),
    });
    expect(reminded.status).toBe(200);
    await settleSends();
    const reminder = mailedToken(
      await latestMail(recipients[1] as string, 'Reminder: Short-lived pulse'),
      `/survey/${survey.id}`,
    );
    expect(reminder).not.toBe(tokens[1]);

    const ofSurvey = (items: Record<string, unknown>[]) =>
      items.filter((item) => item.PK === `SURVEY#${survey.id}` || item.surveyId === survey.id);
    const ofSurveyLinks = (items: Record<string, unknown>[]) =>
      ofSurvey(items).filter((item) => item.entityType === 'SurveyLink');
    const before = await storedItems();
    // Both of the second recipient's links are stored until the clean-up.
    const links = ofSurveyLinks(before);
    expect(links).toHaveLength(3);
    expect(ofSurvey(before).map((i) => i.entityType)).toEqual(
      expect.arrayContaining([
        'Survey',
        'SurveyInvitation',
        'SurveyLink',
        'Response',
        'SurveyStats',
      ]),
    );

    const deleted = await call('DELETE', `/api/surveys/${survey.id}`, { token: manager.token });
    expect(deleted.status, deleted.text).toBe(200);
    const landing = await call('GET', `/api/surveys/email-landing/${survey.id}?token=${tokens[1]}`);
    expect(landing.status).toBe(404);
    expect((landing.body as { message: string }).message).toBe(
      'This survey is no longer available.',
    );
    expect((await answer(tokens[1])).status).toBe(404);
    expect((await answer(reminder)).status).toBe(404);

    const purge = await fetch(`${apiUrl()}/dev/api/jobs/survey-purge`, { method: 'POST' });
    expect(purge.status).toBe(200);
    expect(((await purge.json()) as { surveys: number }).surveys).toBeGreaterThanOrEqual(1);
    expect(ofSurvey(await storedItems())).toEqual([]);
  });
});
