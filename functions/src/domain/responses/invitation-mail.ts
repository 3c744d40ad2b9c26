import { randomBytes } from 'node:crypto';
import { DEFAULT_BRAND_COLOR } from '#shared/domain/brand';
import { defaultSubject, fitSubject } from '#shared/domain/invitation-subject';
import { renderEmail } from '../mail/layout';
import { respondentLayout, respondentText } from '../mail/respondent-text';
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

/**
 * The invitation e-mail: the survey's title, the manager's message and the personal link, in the
 * survey's language (its `defaultLanguage`; the manager's own subject and message as written).
 */
export function invitationMail(
  survey: SurveyRecord,
  to: string,
  link: string,
  branding: Branding,
  options: { subject?: string | undefined; message?: string | undefined; sender?: string },
): OutgoingMail {
  const t = respondentText(survey.defaultLanguage);
  const { text } = t;
  const team = branding.teamName ?? text('respond.mail.yourTeam');
  const intro =
    options.message && options.message.trim() !== ''
      ? options.message.trim().split(/\n{2,}/)
      : [text('respond.mail.invitation.intro', { team })];
  const rendered = renderEmail({
    preheader: text('respond.mail.invitation.preheader', { title: survey.title, team }),
    heading: survey.title,
    paragraphs: [
      ...intro,
      ...(options.sender
        ? [
            branding.teamName
              ? text('respond.mail.invitation.sentByTeam', {
                  sender: options.sender,
                  team: branding.teamName,
                })
              : text('respond.mail.invitation.sentBy', { sender: options.sender }),
          ]
        : []),
      ...(survey.description ? [survey.description] : []),
      survey.isAnonymous ? text('respond.mail.anonymous') : text('respond.mail.named'),
    ],
    action: { label: text('respond.mail.takeSurvey'), url: link },
    footnote: text('respond.mail.invitation.footnote'),
    ...respondentLayout(t),
    brandColor: branding.brandColor,
    ...(branding.teamName ? { brandName: branding.teamName } : {}),
    ...(branding.logoUrl ? { logoUrl: branding.logoUrl } : {}),
  });
  const subject =
    options.subject && options.subject.trim() !== ''
      ? options.subject.trim()
      : defaultSubject(survey.title, (title) => text('respond.mail.invitation.subject', { title }));
  return { to: [to], subject, text: rendered.text, html: rendered.html };
}

/**
 * A round's reminder to one person who has not answered: the invitation's look, a new personal
 * link, and nothing that says who else has or has not answered; in the survey's language.
 */
export function reminderMail(
  survey: SurveyRecord,
  to: string,
  link: string,
  branding: Branding,
): OutgoingMail {
  const t = respondentText(survey.defaultLanguage);
  const { text } = t;
  const team = branding.teamName ?? text('respond.mail.yourTeam');
  const rendered = renderEmail({
    preheader: text('respond.mail.reminder.preheader', { title: survey.title, team }),
    heading: survey.title,
    paragraphs: [
      text('respond.mail.reminder.intro', { team }),
      ...(survey.description ? [survey.description] : []),
      survey.isAnonymous ? text('respond.mail.anonymous') : text('respond.mail.named'),
    ],
    action: { label: text('respond.mail.takeSurvey'), url: link },
    footnote: text('respond.mail.reminder.footnote'),
    ...respondentLayout(t),
    brandColor: branding.brandColor,
    ...(branding.teamName ? { brandName: branding.teamName } : {}),
    ...(branding.logoUrl ? { logoUrl: branding.logoUrl } : {}),
  });
  return {
    to: [to],
    subject: fitSubject(text('respond.mail.reminder.subject', { title: survey.title })),
    text: rendered.text,
    html: rendered.html,
  };
}
