import type { RespondMailId, RespondPageId } from './en';

/** The respondent's side in Spanish (tú, as most products speak to respondents in Spanish). */
export const page: Record<RespondPageId, string> = {
  'respond.page.title.loading': 'Cargando la encuesta',
  'respond.page.title.failed': 'Encuesta no cargada',
  'respond.page.title.unavailable': 'Encuesta no disponible',
  'respond.page.title.thanks': 'Gracias: {title}',
  'respond.page.title.survey': 'Encuesta',
  'respond.page.loading': 'Cargando la encuesta…',
  'respond.page.footer': 'Candor: encuestas de clima de equipo anónimas',
  'respond.language.label': 'Idioma',
  'respond.failed.heading': 'No hemos podido cargar esta encuesta',
  'respond.failed.hint': 'Comprueba tu conexión y vuelve a intentarlo.',
  'respond.failed.retry': 'Reintentar',
  'respond.unavailable.hint':
    'Si crees que se trata de un error, pide a quien te envió el enlace uno nuevo.',
  'respond.closed.heading': 'Esta encuesta está cerrada',
  'respond.closed.lead': '<b>{title}</b> ya no admite respuestas. Gracias por tu interés.',
  'respond.closed.leadUntitled': 'Esta encuesta ya no admite respuestas. Gracias por tu interés.',
  'respond.personalOnly.hint':
    'Abre el enlace del correo con el que te invitaron: cada uno es personal y sirve una sola vez. Si no recibiste ninguno, pide a quien te envió esta encuesta que te mande una invitación.',
  'respond.personalOnly.hintTeam':
    'Abre el enlace del correo con el que te invitaron: cada uno es personal y sirve una sola vez. Si no recibiste ninguno, pide a quien te envió esta encuesta, o a un responsable de {team}, que te mande una invitación.',
  'respond.responded.heading': 'Ya has respondido',
  'respond.responded.remembered':
    'Este navegador ya ha enviado una respuesta a <b>{title}</b>. Gracias por participar.',
  'respond.responded.recorded':
    'Ya se ha registrado una respuesta para <b>{title}</b>. Gracias por participar.',
  'respond.responded.untitled':
    'Ya se ha registrado una respuesta para esta encuesta. Gracias por participar.',
  'respond.thanks.heading': '¡Gracias!',
  'respond.thanks.lead': 'Tu respuesta a <b>{title}</b> ha quedado registrada.',
  'respond.thanks.anonymous': 'Se guardó sin tu nombre, tu correo electrónico ni tu dispositivo.',
  'respond.thanks.again': 'Enviar otra respuesta',

  'respond.receipt.heading': 'Qué hemos guardado',
  'respond.receipt.nothingElse': 'Nada más: ni {list}.',
  'respond.receipt.field.id': 'Identificador de la respuesta',
  'respond.receipt.field.surveyId': 'Encuesta',
  'respond.receipt.field.day': 'Día',
  'respond.receipt.field.source': 'Cómo respondiste',
  'respond.receipt.field.answers': 'Respuestas',
  'respond.receipt.field.sentiment': 'Sentimiento',
  'respond.receipt.field.round': 'Ronda',
  'respond.receipt.field.email': 'Correo electrónico',
  'respond.receipt.field.invitation': 'Invitación',
  'respond.receipt.field.teams': 'Equipos',
  'respond.receipt.kept.id':
    'Un identificador aleatorio, creado solo para esta respuesta, que no dice nada de ti',
  'respond.receipt.kept.surveyId': 'Qué encuesta respondiste',
  'respond.receipt.kept.day': 'El día en que respondiste: esta encuesta no es anónima',
  'respond.receipt.kept.source':
    'Si respondiste por el enlace abierto o por un enlace personal enviado por correo',
  'respond.receipt.kept.answers': 'Tus respuestas',
  'respond.receipt.kept.sentiment':
    'Una puntuación de sentimiento calculada a partir de tus respuestas',
  'respond.receipt.kept.round':
    'En qué ronda de invitaciones estaba la tuya (la misma para todas las personas invitadas en ella)',
  'respond.receipt.kept.email': 'Tu dirección de correo electrónico: esta encuesta no es anónima',
  'respond.receipt.kept.invitationAnonymous':
    'Tu invitación queda marcada como respondida, sin día ni hora, para que no recibas recordatorios. Tus respuestas no mencionan tu invitación y tu invitación no menciona tus respuestas.',
  'respond.receipt.kept.invitationNamed':
    'Tu invitación queda marcada como respondida, con el día, para que no recibas recordatorios.',
  'respond.receipt.kept.teamsAnonymous':
    'Tus respuestas también se suman a un recuento de los equipos de la encuesta a los que perteneces ({teams, plural, =0 {ninguno} one {un equipo} other {# equipos}}), que nunca se guarda junto a tus respuestas. Las cifras de un equipo solo aparecen cuando incluyen a la vez las respuestas de al menos {threshold, plural, one {# persona} other {# personas}}.',
  'respond.receipt.kept.teamsNamed':
    'Tus respuestas también se cuentan en las cifras de los equipos de la encuesta a los que perteneces.',
  'respond.receipt.notKept.nameOrEmail': 'tu nombre o tu correo electrónico',
  'respond.receipt.notKept.name': 'tu nombre',
  'respond.receipt.notKept.network': 'tu dirección de red (IP)',
  'respond.receipt.notKept.device': 'tu navegador o dispositivo',
  'respond.receipt.notKept.dayOrTime': 'el día o la hora en que respondiste',
  'respond.receipt.notKept.timeOfDay': 'la hora en que respondiste',
  'respond.receipt.notKept.invitation': 'de qué invitación o enlace personal vienen tus respuestas',

  'respond.error.loadFailed': 'No se pudo cargar la información de la encuesta.',
  'respond.error.linkNotValid': 'Este enlace de encuesta no es válido.',
  'respond.error.unavailable': 'Esta encuesta ya no está disponible',
  'respond.error.personalOnly':
    'Esta encuesta solo se puede responder con el enlace personal de tu correo de invitación.',
  'respond.error.submitFailed': 'No se pudo enviar',
  'respond.error.checkFailed':
    'Tu navegador no ha podido completar ahora la comprobación que pide esta encuesta, así que tus respuestas no se han enviado. Siguen aquí: vuelve a intentarlo dentro de un minuto.',
  'respond.error.conversationFailed':
    'No se ha podido acceder a la conversación. Comprueba tu conexión y vuelve a intentarlo.',

  'respond.form.anonymous':
    'Tu respuesta es anónima: no registramos tu nombre, tu correo electrónico ni tu dispositivo con tus respuestas.',
  'respond.form.namedPersonal':
    'Esta encuesta no es anónima: la dirección de correo a la que se envió este enlace se guarda con tus respuestas.',
  'respond.form.namedOpen':
    'Esta encuesta no es anónima: las respuestas enviadas con un enlace personal por correo guardan esa dirección (este enlace abierto no registra ninguna).',
  'respond.form.protection':
    'Los responsables solo ven las respuestas en grupos publicados a la vez, con la fecha de la publicación: nunca una respuesta sola, ni cuándo se dio.',
  'respond.form.onePersonal': 'Este enlace personal admite una sola respuesta.',
  'respond.form.oneOpen':
    'Una respuesta por persona. Este navegador se encarga de ese límite: solo recuerda que ya respondió, nada sobre ti.',
  'respond.form.requiredHint': 'Las preguntas marcadas con {star} son obligatorias.',
  'respond.form.required': 'obligatoria',
  'respond.form.keptNote':
    'Las respuestas que aún no has enviado se guardan solo en este dispositivo y no van a ninguna parte hasta que pulses Enviar.',
  'respond.form.notKeptNote':
    'Este navegador no permite a la página guardar respuestas sin enviar: se pierden si la página se recarga.',
  'respond.form.keptRestored':
    'Hemos guardado las respuestas que aún no habías enviado, solo en este dispositivo.',
  'respond.form.keptCleared': 'Tus respuestas se han borrado de este dispositivo.',
  'respond.form.clear': 'Borrar mis respuestas',
  'respond.form.acceptTerms': 'He leído y acepto las Condiciones del servicio',
  'respond.form.readTerms': 'Leer las Condiciones del servicio',
  'respond.form.termsRequired': 'Acepta las Condiciones del servicio para enviar',
  'respond.form.checkingLabel': 'Comprobando tu navegador',
  'respond.form.checking': 'Comprobando tu navegador…',
  'respond.form.submitting': 'Enviando…',
  'respond.form.submit': 'Enviar encuesta',
  'respond.form.reload': 'Recargar la página',
  'respond.form.problems':
    '{count, plural, one {Corrige el problema indicado arriba.} other {Corrige los # problemas indicados arriba.}}',

  'respond.question.numberBetween': 'Un número del {min, number} al {max, number}.',
  'respond.question.numberAtLeast': 'Un número de al menos {min, number}.',
  'respond.question.numberAtMost': 'Un número de como máximo {max, number}.',
  'respond.question.dateBetween': 'Una fecha entre el {min} y el {max}.',
  'respond.question.dateFrom': 'Una fecha a partir del {min}.',
  'respond.question.dateUntil': 'Una fecha hasta el {max}.',
  'respond.question.tickAll': 'Marca todas las que correspondan.',
  'respond.question.characters': '{count, number} de {max, number} caracteres',
  'respond.question.required': '(obligatoria)',
  'respond.question.unanswerable': 'Esta pregunta no se puede responder aquí.',

  'respond.problem.required': 'Esta pregunta es obligatoria',
  'respond.problem.notText': 'La respuesta debe ser texto',
  'respond.problem.tooLong': 'La respuesta debe tener como máximo {max, number} caracteres',
  'respond.problem.chooseOption': 'Elige una de las opciones',
  'respond.problem.tickOptions': 'Marca las opciones que correspondan',
  'respond.problem.tickShown': 'Marca solo las opciones que se muestran',
  'respond.problem.tickOnce': 'Marca cada opción una sola vez',
  'respond.problem.rating': 'Elige una valoración del {min, number} al {max, number}',
  'respond.problem.number': 'Introduce un número',
  'respond.problem.numberRange': 'Introduce un número del {min, number} al {max, number}',
  'respond.problem.decimals': 'Introduce un número con menos decimales',
  'respond.problem.email': 'Introduce una dirección de correo electrónico',
  'respond.problem.emailLong': 'La dirección de correo electrónico es demasiado larga',
  'respond.problem.emailInvalid': 'Introduce una dirección de correo electrónico válida',
  'respond.problem.date': 'Introduce una fecha (AAAA-MM-DD)',
  'respond.problem.dateFrom': 'Elige una fecha igual o posterior al {date}',
  'respond.problem.dateUntil': 'Elige una fecha igual o anterior al {date}',
  'respond.problem.unanswerable': 'Esta pregunta no se puede responder',

  'respond.terms.title': 'Condiciones del servicio',
  'respond.terms.summary':
    'Al enviar esta encuesta aceptas las siguientes condiciones para tus respuestas.',
  'respond.terms.voluntary':
    'La participación es voluntaria. Puedes saltarte las preguntas opcionales, y no se envía nada hasta que pulses Enviar encuesta.',
  'respond.terms.anonymous':
    'Esta encuesta es anónima: tu nombre, tu correo electrónico, tu dirección IP y tu dispositivo no se guardan con tus respuestas, y los resultados solo se muestran a los responsables de la encuesta cuando ha respondido suficiente gente.',
  'respond.terms.named':
    'Esta encuesta no es anónima: cuando respondes con un enlace personal enviado por correo, la dirección a la que se envió se guarda con tus respuestas y la ven los responsables de la encuesta.',
  'respond.terms.asWritten':
    'Lo que escribes se guarda tal como lo escribes. No incluyas nada que te identifique a ti ni a otras personas, salvo que quieras compartirlo.',
  'respond.terms.use':
    'El equipo que envió esta encuesta usa tus respuestas para entender cómo van las cosas, y se eliminan cuando se elimina la encuesta.',
  'respond.terms.respect': 'Responde con respeto: nada de contenido ofensivo, amenazante o ilegal.',
  'respond.terms.final': 'Una respuesta no se puede cambiar una vez enviada.',
  'respond.terms.close': 'Cerrar',
  'respond.terms.accept': 'Aceptar las condiciones',

  'respond.link.heading': 'Tu enlace privado a la conversación',
  'respond.link.hint':
    'Un responsable puede contestar a tu comentario. Este enlace es la única forma de leer y responder, y sigues siendo anónimo. Solo se muestra ahora: guárdalo en un lugar privado.',
  'respond.link.label': 'Enlace privado a la conversación',
  'respond.link.copy': 'Copiar el enlace',
  'respond.link.mail': 'Enviármelo por correo',
  'respond.link.showQr': 'Mostrar el código QR',
  'respond.link.hideQr': 'Ocultar el código QR',
  'respond.link.copied': 'Copiado.',
  'respond.link.copyFailed': 'No se pudo copiar: selecciona el enlace y cópialo tú.',
  'respond.link.qr': 'Código QR de tu enlace privado a la conversación, para abrirlo en el móvil',
  'respond.link.mailSubject': 'Mi enlace privado a la conversación de Candor',
  'respond.link.mailBody':
    'Mi enlace privado para leer y contestar las respuestas a mi comentario anónimo:\n\n{url}\n\nCualquiera que tenga este enlace puede leer la conversación.',

  'respond.conversation.documentTitle': 'Conversación: {title}',
  'respond.conversation.title': 'Conversación',
  'respond.conversation.loading': 'Cargando tu conversación…',
  'respond.conversation.notFound': 'Conversación no encontrada',
  'respond.conversation.incomplete':
    'Este enlace a la conversación no está completo. Abre el enlace entero que guardaste.',
  'respond.conversation.heading': 'Conversación sobre tu comentario',
  'respond.conversation.on': 'Sobre <b>{title}</b>. Eres anónimo.',
  'respond.conversation.onNamed':
    'Sobre <b>{title}</b>. Eres anónimo, salvo porque elegiste mostrar tu nombre, <b>{name}</b>.',
  'respond.conversation.waiting':
    'Todavía no hay respuesta. Cuando un responsable conteste a tu comentario, lo leerás aquí con este mismo enlace.',
  'respond.conversation.messages': 'Mensajes',
  'respond.conversation.manager': 'Responsable',
  'respond.conversation.you': 'Tú',
  'respond.conversation.pending': 'en camino (se entrega en unas horas)',
  'respond.conversation.delay':
    'Tus mensajes llegan al responsable unas horas después de enviarlos, todos a la vez junto con otros, para que el momento del envío no te delate.',
  'respond.conversation.closed': 'Cerraste esta conversación: ya no se pueden enviar mensajes.',
  'respond.conversation.answer': 'Tu respuesta',
  'respond.conversation.send': 'Enviar respuesta',
  'respond.conversation.showName': 'Mostrar mi nombre…',
  'respond.conversation.nameLabel': 'El nombre que se mostrará en esta conversación',
  'respond.conversation.continue': 'Continuar',
  'respond.conversation.cancel': 'Cancelar',
  'respond.conversation.confirmName':
    '¿Mostrar <b>{name}</b> al responsable en esta conversación? No se puede deshacer, y a partir de entonces podrá relacionar este comentario contigo.',
  'respond.conversation.yesShow': 'Sí, mostrar mi nombre',
  'respond.conversation.keepAnonymous': 'Seguir siendo anónimo',
  'respond.conversation.close': 'Cerrar la conversación…',
  'respond.conversation.closeConfirm':
    '¿Cerrar esta conversación? Ni tú ni el responsable podréis volver a escribir.',
  'respond.conversation.closeIt': 'Cerrarla',
  'respond.conversation.keepOpen': 'Dejarla abierta',
};

export const mail: Record<RespondMailId, string> = {
  'respond.mail.yourTeam': 'Tu equipo',
  'respond.mail.anonymous':
    'Tus respuestas son anónimas: nadie ve quién las dio, y los resultados solo aparecen cuando ha respondido suficiente gente.',
  'respond.mail.named':
    'Esta encuesta no es anónima: tu dirección de correo electrónico se guarda con tus respuestas.',
  'respond.mail.takeSurvey': 'Responder la encuesta',
  'respond.mail.buttonFallback': 'Si el botón no funciona, copia este enlace en tu navegador:',
  'respond.mail.footer': 'Candor · encuestas de clima de equipo anónimas',
  'respond.mail.invitation.subject': 'Encuesta: {title}',
  'respond.mail.invitation.preheader': '{title}: una encuesta breve de {team}.',
  'respond.mail.invitation.intro':
    'A {team} le gustaría conocer tu opinión sincera. Solo te llevará un par de minutos.',
  'respond.mail.invitation.sentBy': 'Enviada por {sender}.',
  'respond.mail.invitation.sentByTeam': 'Enviada por {sender} en nombre de {team}.',
  'respond.mail.invitation.footnote':
    'Este enlace es personal y solo se puede usar una vez. No reenvíes este correo. Si no lo esperabas, puedes ignorarlo.',
  'respond.mail.reminder.subject': 'Recordatorio: {title}',
  'respond.mail.reminder.preheader': 'Un recordatorio: {title}, una encuesta breve de {team}.',
  'respond.mail.reminder.intro':
    'Un recordatorio: a {team} le gustaría conocer tu opinión sincera, si aún no la has dado. Solo te llevará un par de minutos.',
  'respond.mail.reminder.footnote':
    'Este enlace es personal y admite una sola respuesta; el enlace del correo anterior también funciona. No reenvíes este correo.',
  'respond.mail.conversationReply.subject': 'Nueva respuesta a tu comentario sobre {title}',
  'respond.mail.conversationReply.preheader':
    'Un responsable ha contestado a tu comentario anónimo. Sigues siendo anónimo.',
  'respond.mail.conversationReply.heading': 'Una nueva respuesta en tu conversación',
  'respond.mail.conversationReply.body':
    'Un responsable ha contestado a tu comentario anónimo sobre {title}. Abre tu conversación privada para leer la respuesta y contestar; sigues siendo anónimo.',
  'respond.mail.conversationReply.action': 'Leer la respuesta',
  'respond.mail.conversationReply.private':
    'El enlace del botón es su conversación: mantenga este correo en privado y no lo reenvíe.',
  'respond.mail.conversationReply.unsubscribe':
    'Recibes este correo porque pediste que te avisáramos de las respuestas en esta conversación. Para dejar de recibirlos, abre este enlace: {url}',
};
