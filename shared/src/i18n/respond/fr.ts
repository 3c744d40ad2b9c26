import type { RespondMailId, RespondPageId } from './en';

/** The respondent's side in French (vous). */
export const page: Record<RespondPageId, string> = {
  'respond.page.title.loading': 'Chargement de l’enquête',
  'respond.page.title.failed': 'Enquête non chargée',
  'respond.page.title.unavailable': 'Enquête indisponible',
  'respond.page.title.thanks': 'Merci : {title}',
  'respond.page.title.survey': 'Enquête',
  'respond.page.loading': 'Chargement de l’enquête…',
  'respond.page.footer': 'Candor : enquêtes d’ambiance d’équipe anonymes',
  'respond.language.label': 'Langue',
  'respond.failed.heading': 'Impossible de charger cette enquête',
  'respond.failed.hint': 'Vérifiez votre connexion et réessayez.',
  'respond.failed.retry': 'Réessayer',
  'respond.unavailable.hint':
    'Si vous pensez qu’il s’agit d’une erreur, demandez un nouveau lien à la personne qui vous l’a envoyé.',
  'respond.closed.heading': 'Cette enquête est close',
  'respond.closed.lead':
    '<b>{title}</b> n’accepte plus de réponses. Merci de l’intérêt que vous y portez.',
  'respond.closed.leadUntitled':
    'Cette enquête n’accepte plus de réponses. Merci de l’intérêt que vous y portez.',
  'respond.personalOnly.hint':
    'Ouvrez le lien de l’e-mail d’invitation que vous avez reçu : chacun est personnel et ne sert qu’une fois. Si vous n’en avez pas reçu, demandez à la personne qui vous a envoyé cette enquête de vous adresser une invitation.',
  'respond.personalOnly.hintTeam':
    'Ouvrez le lien de l’e-mail d’invitation que vous avez reçu : chacun est personnel et ne sert qu’une fois. Si vous n’en avez pas reçu, demandez à la personne qui vous a envoyé cette enquête, ou à un responsable de {team}, de vous adresser une invitation.',
  'respond.responded.heading': 'Vous avez déjà répondu',
  'respond.responded.remembered':
    'Ce navigateur a déjà envoyé une réponse à <b>{title}</b>. Merci de votre participation.',
  'respond.responded.recorded':
    'Une réponse a déjà été enregistrée pour <b>{title}</b>. Merci de votre participation.',
  'respond.responded.untitled':
    'Une réponse a déjà été enregistrée pour cette enquête. Merci de votre participation.',
  'respond.thanks.heading': 'Merci !',
  'respond.thanks.lead': 'Votre réponse à <b>{title}</b> a bien été enregistrée.',
  'respond.thanks.anonymous':
    'Elle a été enregistrée sans votre nom, votre e-mail ni votre appareil.',
  'respond.thanks.again': 'Envoyer une autre réponse',

  'respond.receipt.heading': 'Ce que nous avons enregistré',
  'respond.receipt.nothingElse': 'Rien d’autre : ni {list}.',
  'respond.receipt.field.id': 'Identifiant de la réponse',
  'respond.receipt.field.surveyId': 'Enquête',
  'respond.receipt.field.day': 'Jour',
  'respond.receipt.field.source': 'Comment vous avez répondu',
  'respond.receipt.field.answers': 'Réponses',
  'respond.receipt.field.sentiment': 'Sentiment',
  'respond.receipt.field.round': 'Vague',
  'respond.receipt.field.email': 'Adresse e-mail',
  'respond.receipt.field.invitation': 'Invitation',
  'respond.receipt.field.teams': 'Équipes',
  'respond.receipt.kept.id':
    'Un identifiant aléatoire, créé pour cette seule réponse, qui ne dit rien de vous',
  'respond.receipt.kept.surveyId': 'L’enquête à laquelle vous avez répondu',
  'respond.receipt.kept.day': 'Le jour de votre réponse : cette enquête n’est pas anonyme',
  'respond.receipt.kept.source':
    'Si vous avez répondu par le lien ouvert ou par un lien personnel reçu par e-mail',
  'respond.receipt.kept.answers': 'Vos réponses',
  'respond.receipt.kept.sentiment': 'Un score de sentiment calculé à partir de vos réponses',
  'respond.receipt.kept.round':
    'La vague d’invitations dont faisait partie la vôtre (la même pour toutes les personnes invitées dans cette vague)',
  'respond.receipt.kept.email': 'Votre adresse e-mail : cette enquête n’est pas anonyme',
  'respond.receipt.kept.invitationAnonymous':
    'Votre invitation est marquée comme répondue, sans jour ni heure, pour que vous ne receviez pas de relance. Vos réponses ne mentionnent pas votre invitation, et votre invitation ne mentionne pas vos réponses.',
  'respond.receipt.kept.invitationNamed':
    'Votre invitation est marquée comme répondue, avec le jour, pour que vous ne receviez pas de relance.',
  'respond.receipt.kept.teamsAnonymous':
    'Vos réponses sont aussi ajoutées à un décompte tenu pour les équipes de l’enquête dont vous faites partie ({teams, plural, =0 {aucune} one {une équipe} other {# équipes}}), jamais enregistré avec vos réponses. Les chiffres d’une équipe n’apparaissent qu’une fois qu’ils comptent ensemble les réponses d’au moins {threshold, plural, one {# personne} other {# personnes}}.',
  'respond.receipt.kept.teamsNamed':
    'Vos réponses sont aussi comptées dans les chiffres des équipes de l’enquête dont vous faites partie.',
  'respond.receipt.notKept.nameOrEmail': 'votre nom ou votre adresse e-mail',
  'respond.receipt.notKept.name': 'votre nom',
  'respond.receipt.notKept.network': 'votre adresse réseau (IP)',
  'respond.receipt.notKept.device': 'votre navigateur ou votre appareil',
  'respond.receipt.notKept.dayOrTime': 'le jour ou l’heure de votre réponse',
  'respond.receipt.notKept.timeOfDay': 'l’heure de votre réponse',
  'respond.receipt.notKept.invitation':
    'l’invitation ou le lien personnel dont viennent vos réponses',

  'respond.error.loadFailed': 'Impossible de charger les informations de l’enquête.',
  'respond.error.linkNotValid': 'Ce lien d’enquête n’est pas valide.',
  'respond.error.unavailable': 'Cette enquête n’est plus disponible',
  'respond.error.personalOnly':
    'Cette enquête ne peut être remplie qu’avec le lien personnel de votre e-mail d’invitation.',
  'respond.error.submitFailed': 'Échec de l’envoi',
  'respond.error.checkFailed':
    'Votre navigateur n’a pas pu terminer la vérification demandée par cette enquête, vos réponses n’ont donc pas été envoyées. Elles sont toujours là : réessayez dans une minute.',
  'respond.error.conversationFailed':
    'Impossible d’accéder à la conversation. Vérifiez votre connexion et réessayez.',

  'respond.form.anonymous':
    'Votre réponse est anonyme : nous n’enregistrons ni votre nom, ni votre e-mail, ni votre appareil avec vos réponses.',
  'respond.form.namedPersonal':
    'Cette enquête n’est pas anonyme : l’adresse e-mail à laquelle ce lien a été envoyé est conservée avec vos réponses.',
  'respond.form.namedOpen':
    'Cette enquête n’est pas anonyme : les réponses envoyées par un lien personnel reçu par e-mail conservent cette adresse (ce lien ouvert n’en enregistre aucune).',
  'respond.form.protection':
    'Les responsables ne voient les réponses que par groupes publiés ensemble, datés du jour de la publication : jamais une réponse seule, ni le moment où elle a été donnée.',
  'respond.form.onePersonal': 'Ce lien personnel n’accepte qu’une réponse.',
  'respond.form.oneOpen':
    'Une réponse par personne. Ce navigateur applique cette limite : il retient seulement qu’il a répondu, rien sur vous.',
  'respond.form.requiredHint': 'Les questions marquées {star} sont obligatoires.',
  'respond.form.required': 'obligatoire',
  'respond.form.keptNote':
    'Les réponses non envoyées sont conservées sur cet appareil uniquement et ne partent nulle part tant que vous n’appuyez pas sur Envoyer.',
  'respond.form.notKeptNote':
    'Ce navigateur ne permet pas à la page de conserver les réponses non envoyées : elles sont perdues si la page se recharge.',
  'respond.form.keptRestored':
    'Nous avons conservé les réponses que vous n’aviez pas encore envoyées, sur cet appareil uniquement.',
  'respond.form.keptCleared': 'Vos réponses ont été effacées de cet appareil.',
  'respond.form.clear': 'Effacer mes réponses',
  'respond.form.acceptTerms': 'J’ai lu et j’accepte les Conditions d’utilisation',
  'respond.form.readTerms': 'Lire les Conditions d’utilisation',
  'respond.form.termsRequired': 'Veuillez accepter les Conditions d’utilisation pour envoyer',
  'respond.form.checkingLabel': 'Vérification de votre navigateur',
  'respond.form.checking': 'Vérification de votre navigateur…',
  'respond.form.submitting': 'Envoi…',
  'respond.form.submit': 'Envoyer l’enquête',
  'respond.form.reload': 'Recharger la page',
  'respond.form.problems':
    '{count, plural, one {Veuillez corriger le problème signalé ci-dessus.} other {Veuillez corriger les # problèmes signalés ci-dessus.}}',

  'respond.question.numberBetween': 'Un nombre de {min, number} à {max, number}.',
  'respond.question.numberAtLeast': 'Un nombre d’au moins {min, number}.',
  'respond.question.numberAtMost': 'Un nombre d’au plus {max, number}.',
  'respond.question.dateBetween': 'Une date du {min} au {max}.',
  'respond.question.dateFrom': 'Une date à partir du {min}.',
  'respond.question.dateUntil': 'Une date jusqu’au {max}.',
  'respond.question.tickAll': 'Cochez toutes les réponses qui s’appliquent.',
  'respond.question.characters': '{count, number} caractères sur {max, number}',
  'respond.question.required': '(obligatoire)',
  'respond.question.unanswerable': 'Il n’est pas possible de répondre à cette question ici.',

  'respond.problem.required': 'Cette question est obligatoire',
  'respond.problem.notText': 'La réponse doit être du texte',
  'respond.problem.tooLong': 'La réponse doit comporter au plus {max, number} caractères',
  'respond.problem.chooseOption': 'Choisissez l’une des options',
  'respond.problem.tickOptions': 'Cochez les options qui s’appliquent',
  'respond.problem.tickShown': 'Cochez uniquement les options proposées',
  'respond.problem.tickOnce': 'Cochez chaque option une seule fois',
  'respond.problem.rating': 'Choisissez une note de {min, number} à {max, number}',
  'respond.problem.number': 'Saisissez un nombre',
  'respond.problem.numberRange': 'Saisissez un nombre de {min, number} à {max, number}',
  'respond.problem.decimals': 'Saisissez un nombre avec moins de décimales',
  'respond.problem.email': 'Saisissez une adresse e-mail',
  'respond.problem.emailLong': 'L’adresse e-mail est trop longue',
  'respond.problem.emailInvalid': 'Saisissez une adresse e-mail valide',
  'respond.problem.date': 'Saisissez une date (AAAA-MM-JJ)',
  'respond.problem.dateFrom': 'Choisissez une date à partir du {date}',
  'respond.problem.dateUntil': 'Choisissez une date jusqu’au {date}',
  'respond.problem.unanswerable': 'Il n’est pas possible de répondre à cette question',

  'respond.terms.title': 'Conditions d’utilisation',
  'respond.terms.summary':
    'En envoyant cette enquête, vous acceptez les conditions suivantes pour vos réponses.',
  'respond.terms.voluntary':
    'La participation est volontaire. Vous pouvez passer les questions facultatives, et rien n’est envoyé tant que vous n’appuyez pas sur Envoyer l’enquête.',
  'respond.terms.anonymous':
    'Cette enquête est anonyme : votre nom, votre adresse e-mail, votre adresse IP et votre appareil ne sont pas enregistrés avec vos réponses, et les résultats ne sont montrés aux responsables de l’enquête qu’une fois que suffisamment de personnes ont répondu.',
  'respond.terms.named':
    'Cette enquête n’est pas anonyme : lorsque vous répondez par un lien personnel reçu par e-mail, l’adresse à laquelle il a été envoyé est enregistrée avec vos réponses et montrée aux responsables de l’enquête.',
  'respond.terms.asWritten':
    'Ce que vous écrivez est enregistré tel quel. Évitez tout ce qui pourrait vous identifier, vous ou d’autres personnes, sauf si vous souhaitez le partager.',
  'respond.terms.use':
    'Vos réponses servent à l’équipe qui a envoyé cette enquête pour comprendre comment les choses se passent, et sont supprimées avec l’enquête.',
  'respond.terms.respect': 'Restez respectueux : aucun contenu injurieux, menaçant ou illégal.',
  'respond.terms.final': 'Une réponse ne peut plus être modifiée une fois envoyée.',
  'respond.terms.close': 'Fermer',
  'respond.terms.accept': 'Accepter les conditions',

  'respond.link.heading': 'Votre lien de conversation privé',
  'respond.link.hint':
    'Un responsable peut répondre à votre commentaire. Ce lien est le seul moyen de lire et de répondre, et vous restez anonyme. Il n’est affiché que maintenant : conservez-le en lieu sûr.',
  'respond.link.label': 'Lien de conversation privé',
  'respond.link.copy': 'Copier le lien',
  'respond.link.mail': 'Me l’envoyer par e-mail',
  'respond.link.showQr': 'Afficher le QR code',
  'respond.link.hideQr': 'Masquer le QR code',
  'respond.link.copied': 'Copié.',
  'respond.link.copyFailed': 'Copie impossible : sélectionnez le lien et copiez-le vous-même.',
  'respond.link.qr':
    'QR code de votre lien de conversation privé, pour l’ouvrir sur votre téléphone',
  'respond.link.mailSubject': 'Mon lien de conversation Candor privé',
  'respond.link.mailBody':
    'Mon lien privé pour lire les réponses à mon commentaire anonyme et y répondre :\n\n{url}\n\nToute personne disposant de ce lien peut lire la conversation.',

  'respond.conversation.documentTitle': 'Conversation : {title}',
  'respond.conversation.title': 'Conversation',
  'respond.conversation.loading': 'Chargement de votre conversation…',
  'respond.conversation.notFound': 'Conversation introuvable',
  'respond.conversation.incomplete':
    'Ce lien de conversation est incomplet. Ouvrez le lien entier que vous avez conservé.',
  'respond.conversation.heading': 'Conversation sur votre commentaire',
  'respond.conversation.on': 'À propos de <b>{title}</b>. Vous êtes anonyme.',
  'respond.conversation.onNamed':
    'À propos de <b>{title}</b>. Vous êtes anonyme, sauf que vous avez choisi d’afficher votre nom, <b>{name}</b>.',
  'respond.conversation.waiting':
    'Pas encore de réponse. Quand un responsable répondra à votre commentaire, vous la lirez ici avec ce même lien.',
  'respond.conversation.messages': 'Messages',
  'respond.conversation.manager': 'Responsable',
  'respond.conversation.you': 'Vous',
  'respond.conversation.pending': 'en cours d’acheminement (remis sous quelques heures)',
  'respond.conversation.delay':
    'Vos messages parviennent au responsable quelques heures après leur envoi, tous en même temps que d’autres, pour que leur moment d’envoi ne puisse pas vous désigner.',
  'respond.conversation.closed':
    'Vous avez clos cette conversation : plus aucun message ne peut être envoyé.',
  'respond.conversation.answer': 'Votre réponse',
  'respond.conversation.send': 'Envoyer la réponse',
  'respond.conversation.showName': 'Afficher mon nom…',
  'respond.conversation.nameLabel': 'Le nom à afficher dans cette conversation',
  'respond.conversation.continue': 'Continuer',
  'respond.conversation.cancel': 'Annuler',
  'respond.conversation.confirmName':
    'Afficher <b>{name}</b> au responsable dans cette conversation ? C’est irréversible, et il pourra alors relier ce commentaire à vous.',
  'respond.conversation.yesShow': 'Oui, afficher mon nom',
  'respond.conversation.keepAnonymous': 'Rester anonyme',
  'respond.conversation.close': 'Clore la conversation…',
  'respond.conversation.closeConfirm':
    'Clore cette conversation ? Ni vous ni le responsable ne pourrez plus écrire.',
  'respond.conversation.closeIt': 'La clore',
  'respond.conversation.keepOpen': 'La laisser ouverte',
};

export const mail: Record<RespondMailId, string> = {
  'respond.mail.yourTeam': 'Votre équipe',
  'respond.mail.anonymous':
    'Vos réponses sont anonymes : personne ne voit qui les a données, et les résultats n’apparaissent qu’une fois que suffisamment de personnes ont répondu.',
  'respond.mail.named':
    'Cette enquête n’est pas anonyme : votre adresse e-mail est conservée avec vos réponses.',
  'respond.mail.takeSurvey': 'Répondre à l’enquête',
  'respond.mail.buttonFallback':
    'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  'respond.mail.footer': 'Candor · enquêtes d’ambiance d’équipe anonymes',
  'respond.mail.invitation.subject': 'Enquête : {title}',
  'respond.mail.invitation.preheader': '{title} : une courte enquête de {team}.',
  'respond.mail.invitation.intro':
    '{team} aimerait avoir votre avis sincère. Cela ne prend que quelques minutes.',
  'respond.mail.invitation.sentBy': 'Envoyé par {sender}.',
  'respond.mail.invitation.sentByTeam': 'Envoyé par {sender} pour {team}.',
  'respond.mail.invitation.footnote':
    'Ce lien est personnel et ne peut servir qu’une fois. Merci de ne pas transférer cet e-mail. Si vous ne l’attendiez pas, vous pouvez l’ignorer.',
  'respond.mail.reminder.subject': 'Rappel : {title}',
  'respond.mail.reminder.preheader': 'Un rappel : {title}, une courte enquête de {team}.',
  'respond.mail.reminder.intro':
    'Un rappel : {team} aimerait avoir votre avis sincère, si vous ne l’avez pas encore donné. Cela ne prend que quelques minutes.',
  'respond.mail.reminder.footnote':
    'Ce lien est personnel et n’accepte qu’une réponse ; le lien de l’e-mail précédent fonctionne aussi. Merci de ne pas transférer cet e-mail.',
  'respond.mail.conversationReply.subject': 'Nouvelle réponse à votre commentaire sur {title}',
  'respond.mail.conversationReply.preheader':
    'Un responsable a répondu à votre commentaire anonyme. Vous restez anonyme.',
  'respond.mail.conversationReply.heading': 'Une nouvelle réponse dans votre conversation',
  'respond.mail.conversationReply.body':
    'Un responsable a répondu à votre commentaire anonyme sur {title}. Ouvrez votre conversation privée pour lire la réponse et y répondre ; vous restez anonyme.',
  'respond.mail.conversationReply.action': 'Lire la réponse',
  'respond.mail.conversationReply.private':
    'Le lien du bouton est votre conversation : gardez cet e-mail pour vous et ne le transférez pas.',
  'respond.mail.conversationReply.unsubscribe':
    'Vous recevez cet e-mail parce que vous avez demandé à être prévenu des réponses dans cette conversation. Pour ne plus les recevoir, ouvrez ce lien : {url}',
};
