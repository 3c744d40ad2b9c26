import { describe, expect, it } from 'vitest';
import { aSurveyRecord } from '../../adapters/dynamodb/survey-record.fixture';
import { MAIL_TAGS } from '../mail/mail-feedback';
import { invitationMail, personalMail, reminderMail, type Branding } from './invitation-mail';

const branding: Branding = { teamName: 'Équipe Nord', brandColor: '#0F766E', logoUrl: null };
const link = 'http://localhost:3000/survey/s-1?token=abc';

describe("a respondent's mails in the survey's language", () => {
  it('sends an invitation in German when the survey is written in German', () => {
    const survey = aSurveyRecord({ title: 'Wochenpuls', defaultLanguage: 'de' });
    const mail = invitationMail(survey, 'ana@example.com', link, branding, {
      sender: 'Ana Manager',
    });
    expect(mail.subject).toBe('Umfrage: Wochenpuls');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.text).toContain('Équipe Nord bittet Sie um Ihre ehrliche Rückmeldung.');
    expect(mail.text).toContain('Gesendet von Ana Manager für Équipe Nord.');
    expect(mail.text).toContain('Ihre Antworten sind anonym');
    expect(mail.text).toContain(`Zur Umfrage: ${link}`);
    expect(mail.html).toContain('Falls die Schaltfläche nicht funktioniert');
    expect(mail.text).toContain('Candor · anonyme Stimmungsumfragen für Teams');
    // No English product text is left in it.
    expect(mail.text).not.toMatch(/Take the survey|would like your|anonymous team pulse/);
  });

  it("keeps the manager's own subject and message as written", () => {
    const survey = aSurveyRecord({ title: 'Wochenpuls', defaultLanguage: 'de' });
    const mail = invitationMail(survey, 'ana@example.com', link, branding, {
      subject: 'Bitte bis Freitag',
      message: 'Hallo Team,\n\ndanke!',
    });
    expect(mail.subject).toBe('Bitte bis Freitag');
    expect(mail.text).toContain('Hallo Team,');
    expect(mail.text).not.toContain('bittet Sie um Ihre ehrliche Rückmeldung');
  });

  it('sends a reminder in Japanese, with the subject in Japanese', () => {
    const survey = aSurveyRecord({
      title: '週次パルス',
      defaultLanguage: 'ja',
      isAnonymous: false,
    });
    const mail = reminderMail(survey, 'ken@example.com', link, { ...branding, teamName: null });
    expect(mail.subject).toBe('リマインダー：週次パルス');
    expect(mail.html).toContain('<html lang="ja">');
    expect(mail.text).toContain('あなたのチームが率直なご意見をお待ちしています');
    expect(mail.text).toContain('このアンケートは匿名ではありません');
    expect(mail.text).toContain(`アンケートに回答する: ${link}`);
  });

  it('writes in English for a survey without a language or in one the product is not written in', () => {
    for (const defaultLanguage of [undefined, 'nl']) {
      // A language the product is not written in can only come from an item written outside it.
      const survey = aSurveyRecord({
        title: 'Weekly pulse',
        ...(defaultLanguage ? { defaultLanguage: defaultLanguage as 'en' } : {}),
      });
      const invitation = invitationMail(survey, 'a@example.com', link, branding, {});
      expect(invitation.subject).toBe('Survey: Weekly pulse');
      expect(invitation.html).toContain('<html lang="en">');
      expect(invitation.text).toContain(
        'Équipe Nord would like your honest feedback. It takes a couple of minutes.',
      );
      expect(reminderMail(survey, 'a@example.com', link, branding).subject).toBe(
        'Reminder: Weekly pulse',
      );
    }
  });

  it('puts a title with markup in the subject as text and escapes it in the HTML', () => {
    const survey = aSurveyRecord({ title: '<b>Puls</b> {count}', defaultLanguage: 'pl' });
    const mail = invitationMail(survey, 'a@example.com', link, branding, {});
    expect(mail.subject).toBe('Ankieta: <b>Puls</b> {count}');
    expect(mail.html).toContain('&lt;b&gt;Puls&lt;/b&gt; {count}');
    expect(mail.html).not.toContain('<b>Puls</b>');
  });

  it('gives each mail its own link and the tags its bounces and complaints come back with', () => {
    const survey = aSurveyRecord({ title: 'Weekly pulse' });
    for (const made of [
      (link: string) => invitationMail(survey, 'a@example.com', link, branding, {}),
      (link: string) => reminderMail(survey, 'a@example.com', link, branding),
    ]) {
      const mail = personalMail('http://localhost:3000', survey, 4, 'tok-1', made);
      const own = `http://localhost:3000/survey/${survey.id}?token=tok-1`;
      expect(mail.text).toContain(own);
      expect(mail.tags).toEqual({ [MAIL_TAGS.survey]: survey.id, [MAIL_TAGS.round]: '4' });
      expect(mail.to).toEqual(['a@example.com']);
    }
  });
});
