import { describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createShareResponse, resultsSharesResponse, sharedResults } from '#shared/api/shares';
import type { Survey } from '#shared/api/surveys';
import {
  apiUrl,
  mailTo,
  storedItems,
  uniqueEmail,
  waitForState,
  type Mail,
} from './support/auth-api';
import {
  api,
  createSurvey,
  expectCallsWithinBudget,
  invitationsOf,
  linkToken,
  sendSurvey,
  settleScheduledJobs,
  submitOk,
  withTable,
  type Answer,
} from './support/responses-api';
import { addMember, createTeam, register } from './support/teams-api';

/**
 * Decision 0058 (decision 0054's "Left"): a share can e-mail its page's link to the people invited
 * to the round, through the send queue as round reports go, claimed per address so a job run
 * twice mails nobody twice; the share list counts the mails that went, and the mail holds the
 * link, the survey and round, and the manager's note, no figure.
 */

const NOTE = 'Thank you all: shorter meetings from next month.';

function answers(survey: Survey, rating: number): Answer[] {
  const [r] = survey.questions.map((q) => q.id) as [string];
  return [{ questionId: r, type: 'rating', value: rating }];
}

/** The report job now (MailRoundReports), then everything it queued sent. */
async function runReportJob() {
  const response = await fetch(`${apiUrl()}/dev/api/jobs/run`, {
    method: 'POST',
    body: JSON.stringify({
      kind: 'round-reports',
      targetId: 'pending-reports',
      scheduleName: 'candor-round-reports',
    }),
  });
  expect(response.status).toBe(200);
  await settleScheduledJobs();
}

const subjectOf = (title: string) => `Results of “${title}”, round 1`;

describe('e-mailing a share to the round’s invited people', () => {
  it('mails each invited address once, even when the job runs twice, and counts the mails on the share', async () => {
    const owner = await register('Sol');
    const team = await createTeam(owner, 'Share mail crew');
    const invited = [0, 1, 2, 3].map((i) => uniqueEmail(`share-mail-${i}`));
    // On the team but not invited to the round: gets nothing.
    const notInvited = uniqueEmail('share-mail-other');
    for (const [i, email] of [...invited, notInvited].entries()) {
      await addMember(owner, team.id, `S${i}`, email);
    }
    const survey = await createSurvey(owner, {
      title: 'Share mail pulse',
      teamId: team.id,
      anonymityThreshold: 3,
      questions: [
        {
          type: 'rating',
          text: 'How was your week?',
          required: true,
          order: 1,
          options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
        },
      ],
    });
    await sendSurvey(owner, survey.id, { recipients: invited });
    for (const [i, email] of invited.slice(0, 3).entries()) {
      await submitOk(survey.id, answers(survey, i + 3), await linkToken(email, survey.id));
    }

    // The preview says how many people the mail would go to: the round's invited.
    const preview = await api('PreviewResultsShare', {
      token: owner.token,
      params: { id: survey.id, round: '1' },
      json: { note: NOTE, mailInvited: true },
    });
    expect(preview.status, preview.text).toBe(200);
    const previewed = sharedResults.parse(preview.body);
    expect(previewed.rounds.find((r) => r.round === 1)?.invited).toBe(invited.length);

    // Bad input: mailInvited must be a boolean; nothing is created.
    const bad = await api('CreateResultsShare', {
      token: owner.token,
      params: { id: survey.id, round: '1' },
      json: { note: NOTE, mailInvited: 'yes' },
    });
    expect(bad.status).toBe(400);

    const created = await api('CreateResultsShare', {
      token: owner.token,
      params: { id: survey.id, round: '1' },
      json: { note: NOTE, mailInvited: true },
    });
    expect(created.status, created.text).toBe(201);
    const share = createShareResponse.parse(created.body);
    const token = share.path.replace('/shared/', '');
    expect(share.share.mailed).toBe(0);

    // The share item holds the page's secret only sealed; no address anywhere near it.
    const stored = (await storedItems()).filter(
      (i) => i.entityType === 'ResultsShare' || i.entityType === 'ShareMail',
    );
    for (const item of stored) {
      const text = JSON.stringify(item);
      expect(text).not.toContain(token);
      for (const email of invited) expect(text.toLowerCase()).not.toContain(email.toLowerCase());
    }

    await runReportJob();
    const shareMails = async (to: string) =>
      (await mailTo(to)).filter((m: Mail) => m.subject === subjectOf(survey.title));
    for (const email of invited) {
      const mails = await shareMails(email);
      expect(mails, email).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.text).toContain(`/shared/${token}`);
      expect(mail.text).toContain(NOTE);
      expect(mail.text).toContain(survey.title);
      // No figure the page would not show: none at all, in fact.
      expect(mail.text).not.toMatch(/\d+\s?%/);
    }
    expect(await shareMails(notInvited)).toEqual([]);

    // The job runs again over the same share (a run stopped before it took the share out): the
    // claims keep every address at one mail.
    const shareItem = stored.find((i) => i.shareId === share.share.id)!;
    await withTable((docs) =>
      docs.send(
        new UpdateCommand({
          TableName: 'candor',
          Key: { PK: shareItem.PK, SK: shareItem.SK },
          UpdateExpression: 'SET GSI2PK = :pk, GSI2SK = :sk',
          ExpressionAttributeValues: {
            ':pk': 'SHARE_MAIL_OUTBOX',
            ':sk': `${String(shareItem.sharedAt)}#${share.share.id}`,
          },
        }),
      ),
    );
    await runReportJob();
    for (const email of invited) expect(await shareMails(email), email).toHaveLength(1);

    // The list says how many mails went.
    const listed = resultsSharesResponse.parse(
      (await api('ListResultsShares', { token: owner.token, params: { id: survey.id } })).body,
    );
    expect(listed.shares[0]).toMatchObject({ id: share.share.id, mailed: invited.length });

    // A share without mail sends nothing and says so.
    const quiet = await api('CreateResultsShare', {
      token: owner.token,
      params: { id: survey.id, round: '1' },
      json: { note: 'Just the link.' },
    });
    expect(quiet.status, quiet.text).toBe(201);
    expect(createShareResponse.parse(quiet.body).share.mailed).toBeNull();
    await runReportJob();
    for (const email of invited) expect(await shareMails(email), email).toHaveLength(1);
    expectCallsWithinBudget();
  });

  it('mails no address whose invitation bounced or drew a complaint', async () => {
    const owner = await register('Sid');
    const team = await createTeam(owner, 'Share mail feedback crew');
    // SES's mailbox simulator: these addresses take the invitation, then bounce or complain.
    const simulator = (kind: 'bounce' | 'complaint') =>
      `${kind}+${uniqueEmail('share-feedback')
        .split('@')[0]!
        .replace(/[^a-z0-9-]/gi, '-')}@simulator.amazonses.com`;
    const [bounce, complaint] = [simulator('bounce'), simulator('complaint')];
    const fine = [0, 1, 2].map((i) => uniqueEmail(`share-feedback-${i}`));
    for (const [i, email] of [...fine, bounce, complaint].entries()) {
      await addMember(owner, team.id, `F${i}`, email);
    }
    const survey = await createSurvey(owner, {
      title: 'Share feedback pulse',
      teamId: team.id,
      anonymityThreshold: 3,
      questions: [
        {
          type: 'rating',
          text: 'How was your week?',
          required: true,
          order: 1,
          options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
        },
      ],
    });
    await sendSurvey(owner, survey.id, { recipients: [...fine, bounce, complaint] });
    await waitForState(
      async () => {
        const { invitations } = await invitationsOf(owner, survey.id);
        const status = (email: string) =>
          invitations.find((i) => i.recipient_email === email)?.status;
        return status(bounce) === 'bounced' && status(complaint) === 'complained'
          ? true
          : undefined;
      },
      () => 'the bounce and the complaint never marked their invitations',
    );
    for (const [i, email] of fine.entries()) {
      await submitOk(survey.id, answers(survey, i + 3), await linkToken(email, survey.id));
    }
    const created = await api('CreateResultsShare', {
      token: owner.token,
      params: { id: survey.id, round: '1' },
      json: { note: NOTE, mailInvited: true },
    });
    expect(created.status, created.text).toBe(201);
    const share = createShareResponse.parse(created.body);

    await runReportJob();
    const shareMails = async (to: string) =>
      (await mailTo(to)).filter((m: Mail) => m.subject === subjectOf(survey.title));
    for (const email of fine) expect(await shareMails(email), email).toHaveLength(1);
    expect(await shareMails(bounce)).toEqual([]);
    expect(await shareMails(complaint)).toEqual([]);
    const listed = resultsSharesResponse.parse(
      (await api('ListResultsShares', { token: owner.token, params: { id: survey.id } })).body,
    );
    expect(listed.shares.find((s) => s.id === share.share.id)).toMatchObject({
      mailed: fine.length,
    });
  });
});
