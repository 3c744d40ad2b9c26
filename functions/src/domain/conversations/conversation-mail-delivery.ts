import { renderEmail } from '../mail/layout';
import { respondentLayout, respondentText } from '../mail/respondent-text';
import { deliverEach, sendClaimed } from '../mail/queued-mail';
import type { BatchTime, Delivered, Pacer, QueuedMailDeps } from '../mail/queued-mail';
import type { OutgoingMail } from '../platform/mail';
import type { SurveyRecord } from '../surveys/ports';
import {
  mailContext,
  type ConversationMailClaims,
  type ConversationMailMessage,
  type ConversationNoticeMessage,
} from './ports';

/** A conversation's mail as the queue delivered it. */
export type QueuedConversationMail = Delivered &
  (
    | ({ kind: 'conversation-mail' } & ConversationMailMessage)
    | ({ kind: 'conversation-notice' } & ConversationNoticeMessage)
  );

export interface ConversationMailDeliveryDeps extends QueuedMailDeps {
  claims: ConversationMailClaims;
  surveys: { get(id: string): Promise<SurveyRecord | undefined> };
  /** Opens a sealed text (undefined when it does not open: another key, another context). */
  open: (sealed: string, context: string) => Promise<string | undefined>;
  emailOf: (userId: string) => Promise<string | undefined>;
  appOrigin: string;
}

/** The link to a conversation: the secret in the fragment, which reaches no server. */
export const conversationUrl = (origin: string, secret: string, stop = false) =>
  `${origin}/survey/conversation${stop ? '?stop=mail' : ''}#${secret}`;

/**
 * The respondent's mail of a reply: that there is one, and the link; no time, no words of it. In
 * the survey's language (its `defaultLanguage`), as its invitations are.
 */
export function respondentMail(
  origin: string,
  survey: Pick<SurveyRecord, 'title' | 'defaultLanguage'>,
  secret: string,
): Omit<OutgoingMail, 'to'> {
  const t = respondentText(survey.defaultLanguage);
  const { text } = t;
  const title = `“${survey.title}”`;
  const { html, text: plain } = renderEmail({
    preheader: text('respond.mail.conversationReply.preheader'),
    heading: text('respond.mail.conversationReply.heading'),
    paragraphs: [
      text('respond.mail.conversationReply.body', { title }),
      text('respond.mail.conversationReply.private'),
    ],
    action: {
      label: text('respond.mail.conversationReply.action'),
      url: conversationUrl(origin, secret),
    },
    footnote: text('respond.mail.conversationReply.unsubscribe', {
      url: conversationUrl(origin, secret, true),
    }),
    ...respondentLayout(t),
  });
  return { subject: text('respond.mail.conversationReply.subject', { title }), html, text: plain };
}

/** A manager's mail of a run's deliveries: the survey and the day, never a time. */
export function managerNoticeMail(
  origin: string,
  survey: Pick<SurveyRecord, 'id' | 'title'>,
  day: string,
): Omit<OutgoingMail, 'to'> {
  const { html, text } = renderEmail({
    preheader: `Respondents wrote in conversations on “${survey.title}”.`,
    heading: 'New messages in conversations',
    paragraphs: [
      `Respondents wrote in conversations on “${survey.title}”. Their messages were delivered on ${day}.`,
    ],
    action: {
      label: 'Read the conversations',
      url: `${origin}/surveys/${encodeURIComponent(survey.id)}/conversations`,
    },
    footnote:
      'Messages reach you in hourly batches, hours after they were written, so their timing points to no one.',
  });
  return { subject: `New messages in conversations on “${survey.title}”`, html, text };
}

/**
 * The send worker's conversation mails (decision 0058), paced with its other mails: the
 * respondent's mail of a reply (their sealed request claimed for the hour it was due, opened only
 * here, the address never logged) and a manager's mail of a run's deliveries (claimed per survey,
 * manager and run). A mail the service cannot take now gives its claim back and comes again
 * after a backoff; one it refuses for good is dropped, logged without the address.
 */
export class ConversationMailDelivery {
  constructor(private readonly deps: ConversationMailDeliveryDeps) {}

  /** Sends a batch; returns the ids of the messages to deliver again (see deliverEach). */
  async deliver(batch: QueuedConversationMail[], time: BatchTime): Promise<string[]> {
    return deliverEach(
      batch,
      time,
      (message) =>
        message.kind === 'conversation-mail'
          ? this.mailRespondent(message, time.pacer)
          : this.mailManager(message, time.pacer),
      this.deps,
      {
        what: 'queued conversation mail not handled',
        describe: (next) => ({ surveyId: next.surveyId }),
      },
    );
  }

  private async mailRespondent(message: ConversationMailMessage, pacer: Pacer): Promise<boolean> {
    const { surveyId, responseId, due } = message;
    const survey = await this.deps.surveys.get(surveyId);
    if (!survey) return true;
    // Mailed already for this hour, or the respondent stopped the mails.
    const request = await this.deps.claims.claimMail(surveyId, responseId, due);
    if (!request) return true;
    const context = mailContext(surveyId, responseId);
    const address = await this.deps.open(request.address, context.address);
    const secret = await this.deps.open(request.secret, context.secret);
    if (!address || !secret) {
      // Sealed under a key that has since changed: nothing can be sent.
      this.deps.log?.('conversation mail request does not open', { surveyId });
      return true;
    }
    // A refused address keeps the hour's claim: it would be refused again.
    const sent = await sendClaimed(
      { to: [address], ...respondentMail(this.deps.appOrigin, survey, secret) },
      this.deps,
      pacer,
      {
        what: 'conversation mail',
        about: { surveyId },
        release: () => this.deps.claims.releaseMail(surveyId, responseId, due),
        keepRefused: true,
      },
    );
    return sent !== 'held';
  }

  private async mailManager(message: ConversationNoticeMessage, pacer: Pacer): Promise<boolean> {
    const survey = await this.deps.surveys.get(message.surveyId);
    if (!survey) return true;
    const to = await this.deps.emailOf(message.userId);
    if (!to) return true;
    if (!(await this.deps.claims.claimNotice(message))) return true;
    const sent = await sendClaimed(
      { to: [to], ...managerNoticeMail(this.deps.appOrigin, survey, message.run.slice(0, 10)) },
      this.deps,
      pacer,
      {
        what: 'conversation notice',
        about: { surveyId: message.surveyId },
        release: () => this.deps.claims.releaseNotice(message),
      },
    );
    return sent !== 'held';
  }
}
