import type { RespondMailId, RespondPageId } from './en';

/** The respondent's side in German (Sie). */
export const page: Record<RespondPageId, string> = {
  'respond.page.title.loading': 'Umfrage wird geladen',
  'respond.page.title.failed': 'Umfrage nicht geladen',
  'respond.page.title.unavailable': 'Umfrage nicht verfügbar',
  'respond.page.title.thanks': 'Vielen Dank: {title}',
  'respond.page.title.survey': 'Umfrage',
  'respond.page.loading': 'Umfrage wird geladen…',
  'respond.page.footer': 'Candor: anonyme Stimmungsumfragen für Teams',
  'respond.language.label': 'Sprache',
  'respond.failed.heading': 'Diese Umfrage konnte nicht geladen werden',
  'respond.failed.hint': 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'respond.failed.retry': 'Erneut versuchen',
  'respond.unavailable.hint':
    'Wenn Sie glauben, dass das ein Fehler ist, bitten Sie die Person, die Ihnen den Link geschickt hat, um einen neuen.',
  'respond.closed.heading': 'Diese Umfrage ist geschlossen',
  'respond.closed.lead':
    '<b>{title}</b> nimmt keine Antworten mehr an. Vielen Dank für Ihr Interesse.',
  'respond.closed.leadUntitled':
    'Diese Umfrage nimmt keine Antworten mehr an. Vielen Dank für Ihr Interesse.',
  'respond.personalOnly.hint':
    'Öffnen Sie den Link in der E-Mail, mit der Sie eingeladen wurden: Jeder Link ist persönlich und funktioniert einmal. Falls Sie keinen erhalten haben, bitten Sie die Person, die Ihnen diese Umfrage geschickt hat, Ihnen eine Einladung zu senden.',
  'respond.personalOnly.hintTeam':
    'Öffnen Sie den Link in der E-Mail, mit der Sie eingeladen wurden: Jeder Link ist persönlich und funktioniert einmal. Falls Sie keinen erhalten haben, bitten Sie die Person, die Ihnen diese Umfrage geschickt hat, oder eine Führungskraft von {team}, Ihnen eine Einladung zu senden.',
  'respond.responded.heading': 'Sie haben bereits geantwortet',
  'respond.responded.remembered':
    'Dieser Browser hat bereits eine Antwort auf <b>{title}</b> gesendet. Vielen Dank für Ihre Teilnahme.',
  'respond.responded.recorded':
    'Für <b>{title}</b> wurde bereits eine Antwort erfasst. Vielen Dank für Ihre Teilnahme.',
  'respond.responded.untitled':
    'Für diese Umfrage wurde bereits eine Antwort erfasst. Vielen Dank für Ihre Teilnahme.',
  'respond.thanks.heading': 'Vielen Dank!',
  'respond.thanks.lead': 'Ihre Antwort auf <b>{title}</b> wurde gespeichert.',
  'respond.thanks.anonymous':
    'Sie wurde ohne Ihren Namen, Ihre E-Mail-Adresse und Ihr Gerät gespeichert.',
  'respond.thanks.again': 'Weitere Antwort senden',

  'respond.receipt.heading': 'Was wir gespeichert haben',
  'respond.receipt.nothingElse': 'Sonst nichts: nicht {list}.',
  'respond.receipt.field.id': 'Antwort-ID',
  'respond.receipt.field.surveyId': 'Umfrage',
  'respond.receipt.field.day': 'Tag',
  'respond.receipt.field.source': 'Wie Sie geantwortet haben',
  'respond.receipt.field.answers': 'Antworten',
  'respond.receipt.field.sentiment': 'Stimmung',
  'respond.receipt.field.round': 'Runde',
  'respond.receipt.field.email': 'E-Mail-Adresse',
  'respond.receipt.field.invitation': 'Einladung',
  'respond.receipt.field.teams': 'Teams',
  'respond.receipt.kept.id':
    'Eine zufällige ID, nur für diese Antwort erzeugt, die nichts über Sie aussagt',
  'respond.receipt.kept.surveyId': 'Welche Umfrage Sie beantwortet haben',
  'respond.receipt.kept.day': 'Der Tag Ihrer Antwort: Diese Umfrage ist nicht anonym',
  'respond.receipt.kept.source':
    'Ob Sie über den offenen Link oder einen persönlichen Link per E-Mail geantwortet haben',
  'respond.receipt.kept.answers': 'Ihre Antworten',
  'respond.receipt.kept.sentiment': 'Ein aus Ihren Antworten berechneter Stimmungswert',
  'respond.receipt.kept.round':
    'In welcher Einladungsrunde Ihre Einladung war (für alle darin Eingeladenen dieselbe)',
  'respond.receipt.kept.email': 'Ihre E-Mail-Adresse: Diese Umfrage ist nicht anonym',
  'respond.receipt.kept.invitationAnonymous':
    'Ihre Einladung ist als beantwortet markiert, ohne Tag und Uhrzeit, damit Sie keine Erinnerung erhalten. Ihre Antworten nennen Ihre Einladung nicht, und Ihre Einladung nennt Ihre Antworten nicht.',
  'respond.receipt.kept.invitationNamed':
    'Ihre Einladung ist mit dem Tag als beantwortet markiert, damit Sie keine Erinnerung erhalten.',
  'respond.receipt.kept.teamsAnonymous':
    'Ihre Antworten fließen außerdem in eine Zählung für die Teams der Umfrage ein, denen Sie angehören ({teams, plural, =0 {keines davon} one {ein Team} other {# Teams}}), die nie zusammen mit Ihren Antworten gespeichert wird. Die Zahlen eines Teams erscheinen erst, wenn darin die Antworten von mindestens {threshold, plural, one {# Person} other {# Personen}} gemeinsam gezählt sind.',
  'respond.receipt.kept.teamsNamed':
    'Ihre Antworten werden außerdem in den Zahlen der Teams der Umfrage gezählt, denen Sie angehören.',
  'respond.receipt.notKept.nameOrEmail': 'Ihren Namen oder Ihre E-Mail-Adresse',
  'respond.receipt.notKept.name': 'Ihren Namen',
  'respond.receipt.notKept.network': 'Ihre Netzwerkadresse (IP)',
  'respond.receipt.notKept.device': 'Ihren Browser oder Ihr Gerät',
  'respond.receipt.notKept.dayOrTime': 'den Tag oder die Uhrzeit Ihrer Antwort',
  'respond.receipt.notKept.timeOfDay': 'die Uhrzeit Ihrer Antwort',
  'respond.receipt.notKept.invitation':
    'von wessen Einladung oder persönlichem Link Ihre Antworten stammen',

  'respond.error.loadFailed': 'Die Umfrage konnte nicht geladen werden.',
  'respond.error.linkNotValid': 'Dieser Umfragelink ist ungültig.',
  'respond.error.unavailable': 'Diese Umfrage ist nicht mehr verfügbar',
  'respond.error.personalOnly':
    'Diese Umfrage kann nur über den persönlichen Link in Ihrer Einladungs-E-Mail beantwortet werden.',
  'respond.error.submitFailed': 'Senden fehlgeschlagen',
  'respond.error.checkFailed':
    'Ihr Browser konnte die Prüfung, die diese Umfrage verlangt, gerade nicht abschließen, daher wurden Ihre Antworten nicht gesendet. Sie sind noch da: Bitte versuchen Sie es in einer Minute erneut.',
  'respond.error.conversationFailed':
    'Die Unterhaltung ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',

  'respond.form.anonymous':
    'Ihre Antwort ist anonym: Wir speichern weder Ihren Namen noch Ihre E-Mail-Adresse noch Ihr Gerät mit Ihren Antworten.',
  'respond.form.namedPersonal':
    'Diese Umfrage ist nicht anonym: Die E-Mail-Adresse, an die dieser Link ging, wird mit Ihren Antworten gespeichert.',
  'respond.form.namedOpen':
    'Diese Umfrage ist nicht anonym: Antworten über einen persönlichen Link per E-Mail behalten diese E-Mail-Adresse (dieser offene Link speichert keine).',
  'respond.form.protection':
    'Führungskräfte sehen Antworten nur in gemeinsam freigegebenen Gruppen, datiert auf den Tag der Freigabe: nie eine einzelne Antwort und nie, wann sie gegeben wurde.',
  'respond.form.onePersonal': 'Dieser persönliche Link nimmt eine Antwort an.',
  'respond.form.oneOpen':
    'Eine Antwort pro Person. Dieser Browser achtet auf diese Grenze: Er merkt sich nur, dass er geantwortet hat, nichts über Sie.',
  'respond.form.requiredHint': 'Mit {star} markierte Fragen müssen beantwortet werden.',
  'respond.form.required': 'Pflichtfeld',
  'respond.form.keptNote':
    'Noch nicht gesendete Antworten bleiben nur auf diesem Gerät und gehen nirgendwohin, bis Sie auf Senden klicken.',
  'respond.form.notKeptNote':
    'Dieser Browser erlaubt der Seite nicht, ungesendete Antworten aufzubewahren: Sie gehen verloren, wenn die Seite neu lädt.',
  'respond.form.keptRestored':
    'Wir haben Ihre noch nicht gesendeten Antworten aufbewahrt, nur auf diesem Gerät.',
  'respond.form.keptCleared': 'Ihre Antworten wurden von diesem Gerät gelöscht.',
  'respond.form.clear': 'Meine Antworten löschen',
  'respond.form.acceptTerms': 'Ich habe die Nutzungsbedingungen gelesen und akzeptiere sie',
  'respond.form.readTerms': 'Nutzungsbedingungen lesen',
  'respond.form.termsRequired': 'Bitte akzeptieren Sie die Nutzungsbedingungen, um zu senden',
  'respond.form.checkingLabel': 'Ihr Browser wird geprüft',
  'respond.form.checking': 'Ihr Browser wird geprüft…',
  'respond.form.submitting': 'Wird gesendet…',
  'respond.form.submit': 'Umfrage absenden',
  'respond.form.reload': 'Seite neu laden',
  'respond.form.problems':
    '{count, plural, one {Bitte beheben Sie das oben markierte Problem.} other {Bitte beheben Sie die # oben markierten Probleme.}}',

  'respond.question.numberBetween': 'Eine Zahl von {min, number} bis {max, number}.',
  'respond.question.numberAtLeast': 'Eine Zahl von mindestens {min, number}.',
  'respond.question.numberAtMost': 'Eine Zahl von höchstens {max, number}.',
  'respond.question.dateBetween': 'Ein Datum vom {min} bis zum {max}.',
  'respond.question.dateFrom': 'Ein Datum ab dem {min}.',
  'respond.question.dateUntil': 'Ein Datum bis zum {max}.',
  'respond.question.tickAll': 'Kreuzen Sie alles Zutreffende an.',
  'respond.question.characters': '{count, number} von {max, number} Zeichen',
  'respond.question.required': '(Pflichtfrage)',
  'respond.question.unanswerable': 'Diese Frage kann hier nicht beantwortet werden.',

  'respond.problem.required': 'Diese Frage muss beantwortet werden',
  'respond.problem.notText': 'Die Antwort muss ein Text sein',
  'respond.problem.tooLong': 'Die Antwort darf höchstens {max, number} Zeichen lang sein',
  'respond.problem.chooseOption': 'Wählen Sie eine der Optionen',
  'respond.problem.tickOptions': 'Kreuzen Sie die zutreffenden Optionen an',
  'respond.problem.tickShown': 'Kreuzen Sie nur die angezeigten Optionen an',
  'respond.problem.tickOnce': 'Kreuzen Sie jede Option nur einmal an',
  'respond.problem.rating': 'Wählen Sie eine Bewertung von {min, number} bis {max, number}',
  'respond.problem.number': 'Geben Sie eine Zahl ein',
  'respond.problem.numberRange': 'Geben Sie eine Zahl von {min, number} bis {max, number} ein',
  'respond.problem.decimals': 'Geben Sie eine Zahl mit weniger Nachkommastellen ein',
  'respond.problem.email': 'Geben Sie eine E-Mail-Adresse ein',
  'respond.problem.emailLong': 'Die E-Mail-Adresse ist zu lang',
  'respond.problem.emailInvalid': 'Geben Sie eine gültige E-Mail-Adresse ein',
  'respond.problem.date': 'Geben Sie ein Datum ein (JJJJ-MM-TT)',
  'respond.problem.dateFrom': 'Wählen Sie ein Datum ab dem {date}',
  'respond.problem.dateUntil': 'Wählen Sie ein Datum bis zum {date}',
  'respond.problem.unanswerable': 'Diese Frage kann nicht beantwortet werden',

  'respond.terms.title': 'Nutzungsbedingungen',
  'respond.terms.summary':
    'Mit dem Absenden dieser Umfrage stimmen Sie den folgenden Bedingungen für Ihre Antworten zu.',
  'respond.terms.voluntary':
    'Die Teilnahme ist freiwillig. Sie können optionale Fragen überspringen, und nichts wird gesendet, bevor Sie auf „Umfrage absenden“ klicken.',
  'respond.terms.anonymous':
    'Diese Umfrage ist anonym: Ihr Name, Ihre E-Mail-Adresse, Ihre IP-Adresse und Ihr Gerät werden nicht mit Ihren Antworten gespeichert, und die Ergebnisse werden den Verantwortlichen der Umfrage erst gezeigt, wenn genügend Personen geantwortet haben.',
  'respond.terms.named':
    'Diese Umfrage ist nicht anonym: Wenn Sie über einen persönlichen Link per E-Mail antworten, wird die E-Mail-Adresse, an die er ging, mit Ihren Antworten gespeichert und den Verantwortlichen der Umfrage angezeigt.',
  'respond.terms.asWritten':
    'Was Sie schreiben, wird so gespeichert, wie Sie es schreiben. Lassen Sie bitte alles weg, was Sie oder andere erkennbar macht, es sei denn, Sie möchten es teilen.',
  'respond.terms.use':
    'Das Team, das diese Umfrage verschickt hat, nutzt Ihre Antworten, um zu verstehen, wie es läuft; sie werden gelöscht, wenn die Umfrage gelöscht wird.',
  'respond.terms.respect':
    'Bleiben Sie respektvoll: keine beleidigenden, bedrohlichen oder rechtswidrigen Inhalte.',
  'respond.terms.final': 'Eine Antwort kann nach dem Absenden nicht mehr geändert werden.',
  'respond.terms.close': 'Schließen',
  'respond.terms.accept': 'Bedingungen akzeptieren',

  'respond.link.heading': 'Ihr privater Link zur Unterhaltung',
  'respond.link.hint':
    'Eine Führungskraft kann auf Ihren Kommentar antworten. Nur mit diesem Link können Sie lesen und antworten, und Sie bleiben anonym. Er wird nur jetzt angezeigt: Bewahren Sie ihn an einem privaten Ort auf.',
  'respond.link.label': 'Privater Link zur Unterhaltung',
  'respond.link.copy': 'Link kopieren',
  'respond.link.mail': 'An mich mailen',
  'respond.link.showQr': 'QR-Code anzeigen',
  'respond.link.hideQr': 'QR-Code ausblenden',
  'respond.link.copied': 'Kopiert.',
  'respond.link.copyFailed':
    'Kopieren nicht möglich: Markieren Sie den Link und kopieren Sie ihn selbst.',
  'respond.link.qr':
    'QR-Code Ihres privaten Links zur Unterhaltung, um ihn auf dem Smartphone zu öffnen',
  'respond.link.mailSubject': 'Mein privater Candor-Link zur Unterhaltung',
  'respond.link.mailBody':
    'Mein privater Link, um Antworten auf meinen anonymen Kommentar zu lesen und zu beantworten:\n\n{url}\n\nJeder mit diesem Link kann die Unterhaltung lesen.',

  'respond.conversation.documentTitle': 'Unterhaltung: {title}',
  'respond.conversation.title': 'Unterhaltung',
  'respond.conversation.loading': 'Ihre Unterhaltung wird geladen…',
  'respond.conversation.notFound': 'Unterhaltung nicht gefunden',
  'respond.conversation.incomplete':
    'Dieser Link zur Unterhaltung ist unvollständig. Öffnen Sie den ganzen Link, den Sie gespeichert haben.',
  'respond.conversation.heading': 'Unterhaltung zu Ihrem Kommentar',
  'respond.conversation.on': 'Zu <b>{title}</b>. Sie sind anonym.',
  'respond.conversation.onNamed':
    'Zu <b>{title}</b>. Sie sind anonym – außer dass Sie Ihren Namen zeigen wollten: <b>{name}</b>.',
  'respond.conversation.waiting':
    'Noch keine Antwort. Wenn eine Führungskraft auf Ihren Kommentar antwortet, lesen Sie es hier mit demselben Link.',
  'respond.conversation.messages': 'Nachrichten',
  'respond.conversation.manager': 'Führungskraft',
  'respond.conversation.you': 'Sie',
  'respond.conversation.pending': 'unterwegs (Zustellung innerhalb von Stunden)',
  'respond.conversation.delay':
    'Ihre Nachrichten erreichen die Führungskraft einige Stunden nach dem Senden, gesammelt mit anderen, damit der Zeitpunkt nicht auf Sie hinweist.',
  'respond.conversation.closed':
    'Sie haben diese Unterhaltung beendet: Es können keine Nachrichten mehr gesendet werden.',
  'respond.conversation.answer': 'Ihre Antwort',
  'respond.conversation.send': 'Antwort senden',
  'respond.conversation.showName': 'Meinen Namen zeigen…',
  'respond.conversation.nameLabel': 'Der Name, der in dieser Unterhaltung erscheinen soll',
  'respond.conversation.continue': 'Weiter',
  'respond.conversation.cancel': 'Abbrechen',
  'respond.conversation.confirmName':
    '<b>{name}</b> der Führungskraft in dieser Unterhaltung zeigen? Das lässt sich nicht rückgängig machen, und sie kann diesen Kommentar dann Ihnen zuordnen.',
  'respond.conversation.yesShow': 'Ja, meinen Namen zeigen',
  'respond.conversation.keepAnonymous': 'Anonym bleiben',
  'respond.conversation.close': 'Unterhaltung beenden…',
  'respond.conversation.closeConfirm':
    'Diese Unterhaltung beenden? Weder Sie noch die Führungskraft können dann noch schreiben.',
  'respond.conversation.closeIt': 'Beenden',
  'respond.conversation.keepOpen': 'Offen lassen',
};

export const mail: Record<RespondMailId, string> = {
  'respond.mail.yourTeam': 'Ihr Team',
  'respond.mail.anonymous':
    'Ihre Antworten sind anonym: Niemand sieht, wer sie gegeben hat, und Ergebnisse erscheinen erst, wenn genügend Personen geantwortet haben.',
  'respond.mail.named':
    'Diese Umfrage ist nicht anonym: Ihre E-Mail-Adresse wird mit Ihren Antworten gespeichert.',
  'respond.mail.takeSurvey': 'Zur Umfrage',
  'respond.mail.buttonFallback':
    'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
  'respond.mail.footer': 'Candor · anonyme Stimmungsumfragen für Teams',
  'respond.mail.invitation.subject': 'Umfrage: {title}',
  'respond.mail.invitation.preheader': '{title}: eine kurze Umfrage von {team}.',
  'respond.mail.invitation.intro':
    '{team} bittet Sie um Ihre ehrliche Rückmeldung. Es dauert nur ein paar Minuten.',
  'respond.mail.invitation.sentBy': 'Gesendet von {sender}.',
  'respond.mail.invitation.sentByTeam': 'Gesendet von {sender} für {team}.',
  'respond.mail.invitation.footnote':
    'Dieser Link ist persönlich und kann einmal verwendet werden. Bitte leiten Sie diese E-Mail nicht weiter. Falls Sie sie nicht erwartet haben, können Sie sie ignorieren.',
  'respond.mail.reminder.subject': 'Erinnerung: {title}',
  'respond.mail.reminder.preheader': 'Eine Erinnerung: {title}, eine kurze Umfrage von {team}.',
  'respond.mail.reminder.intro':
    'Eine Erinnerung: {team} bittet Sie um Ihre ehrliche Rückmeldung, falls Sie sie noch nicht gegeben haben. Es dauert nur ein paar Minuten.',
  'respond.mail.reminder.footnote':
    'Dieser Link ist persönlich und nimmt eine Antwort an; der Link in der früheren E-Mail funktioniert ebenfalls. Bitte leiten Sie diese E-Mail nicht weiter.',
  'respond.mail.conversationReply.subject': 'Neue Antwort auf Ihren Kommentar zu {title}',
  'respond.mail.conversationReply.preheader':
    'Eine Führungskraft hat auf Ihren anonymen Kommentar geantwortet. Sie bleiben anonym.',
  'respond.mail.conversationReply.heading': 'Eine neue Antwort in Ihrer Unterhaltung',
  'respond.mail.conversationReply.body':
    'Eine Führungskraft hat auf Ihren anonymen Kommentar zu {title} geantwortet. Öffnen Sie Ihre private Unterhaltung, um die Antwort zu lesen und zu beantworten; Sie bleiben anonym.',
  'respond.mail.conversationReply.action': 'Antwort lesen',
  'respond.mail.conversationReply.private':
    'Der Link der Schaltfläche ist Ihre Unterhaltung: Behalten Sie diese E-Mail für sich und leiten Sie sie nicht weiter.',
  'respond.mail.conversationReply.unsubscribe':
    'Sie erhalten diese E-Mail, weil Sie über Antworten in dieser Unterhaltung informiert werden wollten. Um diese E-Mails abzubestellen, öffnen Sie diesen Link: {url}',
};
