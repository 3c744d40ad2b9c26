import { randomBytes } from 'node:crypto';
import { DEFAULT_BRAND_COLOR } from '#shared/domain/brand';
import { defaultSubject, fitSubject } from '#shared/domain/invitation-subject';
import { renderEmail } from '../mail/layout';
import { invitationTags } from '../mail/mail-feedback';
import { respondentLayout, respondentText, type RespondentText } from '../mail/respondent-text';
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

/**
 * A survey mail as it goes out: `mail` made with the person's own link (its `token`), and tagged
 * with the survey and round, so what the mail service says about it (a bounce, a complaint) finds
 * its invitation (decision 0036).
 */
export function personalMail(
  appOrigin: string,
  survey: Pick<SurveyRecord, 'id'>,
  round: number,
  token: string,
  mail: (link: string) => OutgoingMail,
): OutgoingMail {
  return {
    ...mail(invitationLink(appOrigin, survey.id, token)),
    tags: invitationTags(survey.id, round),
  };
}

/** What reading a survey's branding takes: its teams, and a link to a team's logo. */
export interface BrandingDeps {
  teams: Pick<TeamDirectory, 'teams'>;
  logoUrl: (key: string) => Promise<string>;
}

/** The survey's branding; a logo whose link cannot be made is left out. */
export async function invitationBranding(
  deps: BrandingDeps,
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

/** What an invitation and a reminder each say of their own, in the survey's language. */
interface OwnWords {
  preheader: string;
  /** The paragraphs before the survey's description. */
  intro: string[];
  footnote: string;
  subject: string;
}

/**
 * A respondent's mail about a survey, with its team's look: the survey's title and description,
 * whether answers are anonymous, and the personal link, in the survey's language; `own` gives the
 * words the kind of mail has of its own (`team` is the team's name, or "your team").
 */
function surveyMail(
  survey: SurveyRecord,
  to: string,
  link: string,
  branding: Branding,
  own: (text: RespondentText['text'], team: string) => OwnWords,
): OutgoingMail {
  const t = respondentText(survey.defaultLanguage);
  const { text } = t;
  const words = own(text, branding.teamName ?? text('respond.mail.yourTeam'));
  const rendered = renderEmail({
    preheader: words.preheader,
    heading: survey.title,
    paragraphs: [
      ...words.intro,
      ...(survey.description ? [survey.description] : []),
      survey.isAnonymous ? text('respond.mail.anonymous') : text('respond.mail.named'),
    ],
    action: { label: text('respond.mail.takeSurvey'), url: link },
    footnote: words.footnote,
    ...respondentLayout(t),
    brandColor: branding.brandColor,
    ...(branding.teamName ? { brandName: branding.teamName } : {}),
    ...(branding.logoUrl ? { logoUrl: branding.logoUrl } : {}),
  });
  return { to: [to], subject: words.subject, text: rendered.text, html: rendered.html };
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
  return surveyMail(survey, to, link, branding, (text, team) => ({
    preheader: text('respond.mail.invitation.preheader', { title: survey.title, team }),
    intro: [
      ...(options.message && options.message.trim() !== ''
        ? options.message.trim().split(/\n{2,}/)
        : [text('respond.mail.invitation.intro', { team })]),
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
    ],
    footnote: text('respond.mail.invitation.footnote'),
    subject:
      options.subject && options.subject.trim() !== ''
        ? options.subject.trim()
        : defaultSubject(survey.title, (title) =>
            text('respond.mail.invitation.subject', { title }),
          ),
  }));
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
  return surveyMail(survey, to, link, branding, (text, team) => ({
    preheader: text('respond.mail.reminder.preheader', { title: survey.title, team }),
    intro: [text('respond.mail.reminder.intro', { team })],
    footnote: text('respond.mail.reminder.footnote'),
    subject: fitSubject(text('respond.mail.reminder.subject', { title: survey.title })),
  }));
}
