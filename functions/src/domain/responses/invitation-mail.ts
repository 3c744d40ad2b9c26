import { randomBytes } from 'node:crypto';
import { DEFAULT_BRAND_COLOR } from '../../../../shared/src/domain/brand';
import { defaultSubject } from '../../../../shared/src/domain/invitation-subject';
import { renderEmail } from '../mail/layout';
import type { OutgoingMail } from '../platform/mail';
import type { SurveyRecord, TeamDirectory } from '../surveys/ports';
import type { TeamRecord } from '../teams/ports';

/** How a survey's invitations look: its first team's name, colour and logo. */
export interface Branding {
  teamName: string | null;
  brandColor: string;
  logoUrl: string | null;
}

export const newInvitationToken = () => randomBytes(32).toString('base64url');

export const invitationLink = (appOrigin: string, surveyId: string, token: string) =>
  `${appOrigin}/survey/${surveyId}?token=${token}`;

const sentBy = (sender: string, team: string | null) =>
  team ? `Sent by ${sender} for ${team}.` : `Sent by ${sender}.`;

/** The survey's branding; a logo whose link cannot be made is left out. */
export async function invitationBranding(
  deps: { teams: Pick<TeamDirectory, 'teams'>; logoUrl: (key: string) => Promise<string> },
  survey: SurveyRecord,
): Promise<Branding> {
  const teamId = survey.teamIds[0];
  const [team]: (TeamRecord | undefined)[] = teamId ? await deps.teams.teams([teamId]) : [];
  let logoUrl: string | null = null;
  if (team?.logoKey) {
    try {
      logoUrl = await deps.logoUrl(team.logoKey);
    } catch {
      logoUrl = null;
    }
  }
  return {
    teamName: team?.name ?? null,
    brandColor: team?.brandColor ?? DEFAULT_BRAND_COLOR,
    logoUrl,
  };
}

/** The invitation e-mail: the survey's title, the manager's message and the personal link. */
export function invitationMail(
  survey: SurveyRecord,
  to: string,
  link: string,
  branding: Branding,
  options: { subject?: string | undefined; message?: string | undefined; sender?: string },
): OutgoingMail {
  const from = branding.teamName ?? 'Your team';
  const intro =
    options.message && options.message.trim() !== ''
      ? options.message.trim().split(/\n{2,}/)
      : [`${from} would like your honest feedback. It takes a couple of minutes.`];
  const { html, text } = renderEmail({
    preheader: `${survey.title}: a short survey from ${from}.`,
    heading: survey.title,
    paragraphs: [
      ...intro,
      ...(options.sender ? [sentBy(options.sender, branding.teamName)] : []),
      ...(survey.description ? [survey.description] : []),
      survey.isAnonymous
        ? 'Your answers are anonymous: nobody sees who gave them, and results appear only once enough people have answered.'
        : 'This survey is not anonymous: your e-mail address is kept with your answers.',
    ],
    action: { label: 'Take the survey', url: link },
    footnote:
      'This link is personal and can be used once. Please do not forward this e-mail. If you did not expect it, you can ignore it.',
    brandColor: branding.brandColor,
    ...(branding.teamName ? { brandName: branding.teamName } : {}),
    ...(branding.logoUrl ? { logoUrl: branding.logoUrl } : {}),
  });
  const subject =
    options.subject && options.subject.trim() !== ''
      ? options.subject.trim()
      : defaultSubject(survey.title);
  return { to: [to], subject, text, html };
}

/**
 * A round's reminder to one person who has not answered: the invitation's look, a new personal
 * link, and nothing that says who else has or has not answered.
 */
export function reminderMail(
  survey: SurveyRecord,
  to: string,
  link: string,
  branding: Branding,
): OutgoingMail {
  const from = branding.teamName ?? 'Your team';
  const { html, text } = renderEmail({
    preheader: `A reminder: ${survey.title}, a short survey from ${from}.`,
    heading: survey.title,
    paragraphs: [
      `A reminder: ${from} would like your honest feedback, if you have not given it yet. It takes a couple of minutes.`,
      ...(survey.description ? [survey.description] : []),
      survey.isAnonymous
        ? 'Your answers are anonymous: nobody sees who gave them, and results appear only once enough people have answered.'
        : 'This survey is not anonymous: your e-mail address is kept with your answers.',
    ],
    action: { label: 'Take the survey', url: link },
    footnote:
      'This link is personal and answers once; the link in the earlier e-mail works as well. Please do not forward this e-mail.',
    brandColor: branding.brandColor,
    ...(branding.teamName ? { brandName: branding.teamName } : {}),
    ...(branding.logoUrl ? { logoUrl: branding.logoUrl } : {}),
  });
  return { to: [to], subject: `Reminder: ${survey.title}`, text, html };
}
