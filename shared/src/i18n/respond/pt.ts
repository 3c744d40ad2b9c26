import type { RespondMailId, RespondPageId } from './en';

/** The respondent's side in Portuguese (você, read naturally in Brazil and Portugal alike). */
export const page: Record<RespondPageId, string> = {
  'respond.page.title.loading': 'Carregando a pesquisa',
  'respond.page.title.failed': 'Pesquisa não carregada',
  'respond.page.title.unavailable': 'Pesquisa indisponível',
  'respond.page.title.thanks': 'Obrigado: {title}',
  'respond.page.title.survey': 'Pesquisa',
  'respond.page.loading': 'Carregando a pesquisa…',
  'respond.page.footer': 'Candor: pesquisas de clima de equipe anônimas',
  'respond.language.label': 'Idioma',
  'respond.failed.heading': 'Não foi possível carregar esta pesquisa',
  'respond.failed.hint': 'Verifique sua conexão e tente novamente.',
  'respond.failed.retry': 'Tentar novamente',
  'respond.unavailable.hint':
    'Se você acha que isso é um engano, peça um novo link a quem o enviou.',
  'respond.closed.heading': 'Esta pesquisa está encerrada',
  'respond.closed.lead': '<b>{title}</b> não aceita mais respostas. Obrigado pelo seu interesse.',
  'respond.closed.leadUntitled':
    'Esta pesquisa não aceita mais respostas. Obrigado pelo seu interesse.',
  'respond.personalOnly.hint':
    'Abra o link do e-mail em que você foi convidado: cada um é pessoal e funciona uma vez. Se você não recebeu nenhum, peça a quem enviou esta pesquisa que lhe mande um convite.',
  'respond.personalOnly.hintTeam':
    'Abra o link do e-mail em que você foi convidado: cada um é pessoal e funciona uma vez. Se você não recebeu nenhum, peça a quem enviou esta pesquisa, ou a um gestor de {team}, que lhe mande um convite.',
  'respond.responded.heading': 'Você já respondeu',
  'respond.responded.remembered':
    'Este navegador já enviou uma resposta para <b>{title}</b>. Obrigado por participar.',
  'respond.responded.recorded':
    'Uma resposta já foi registrada para <b>{title}</b>. Obrigado por participar.',
  'respond.responded.untitled':
    'Uma resposta já foi registrada para esta pesquisa. Obrigado por participar.',
  'respond.thanks.heading': 'Obrigado!',
  'respond.thanks.lead': 'Sua resposta para <b>{title}</b> foi registrada.',
  'respond.thanks.anonymous': 'Ela foi guardada sem seu nome, e-mail ou dispositivo.',
  'respond.thanks.again': 'Enviar outra resposta',

  'respond.receipt.heading': 'O que guardamos',
  'respond.receipt.nothingElse': 'Nada mais: nem {list}.',
  'respond.receipt.field.id': 'Identificador da resposta',
  'respond.receipt.field.surveyId': 'Pesquisa',
  'respond.receipt.field.day': 'Dia',
  'respond.receipt.field.source': 'Como você respondeu',
  'respond.receipt.field.answers': 'Respostas',
  'respond.receipt.field.sentiment': 'Sentimento',
  'respond.receipt.field.round': 'Rodada',
  'respond.receipt.field.email': 'Endereço de e-mail',
  'respond.receipt.field.invitation': 'Convite',
  'respond.receipt.field.teams': 'Equipes',
  'respond.receipt.kept.id':
    'Um identificador aleatório, criado só para esta resposta, que não diz nada sobre você',
  'respond.receipt.kept.surveyId': 'Qual pesquisa você respondeu',
  'respond.receipt.kept.day': 'O dia em que você respondeu: esta pesquisa não é anônima',
  'respond.receipt.kept.source':
    'Se você respondeu pelo link aberto ou por um link pessoal enviado por e-mail',
  'respond.receipt.kept.answers': 'Suas respostas',
  'respond.receipt.kept.sentiment':
    'Uma pontuação de sentimento calculada a partir das suas respostas',
  'respond.receipt.kept.round':
    'Em qual rodada de convites estava o seu (a mesma para todos os convidados nela)',
  'respond.receipt.kept.email': 'Seu endereço de e-mail: esta pesquisa não é anônima',
  'respond.receipt.kept.invitationAnonymous':
    'Seu convite fica marcado como respondido, sem dia nem hora, para que você não receba lembretes. Suas respostas não mencionam seu convite, e seu convite não menciona suas respostas.',
  'respond.receipt.kept.invitationNamed':
    'Seu convite fica marcado como respondido, com o dia, para que você não receba lembretes.',
  'respond.receipt.kept.teamsAnonymous':
    'Suas respostas também entram numa contagem mantida para as equipes da pesquisa das quais você faz parte ({teams, plural, =0 {nenhuma delas} one {uma equipe} other {# equipes}}), nunca guardada junto com suas respostas. Os números de uma equipe só aparecem quando reúnem as respostas de pelo menos {threshold, plural, one {# pessoa} other {# pessoas}}.',
  'respond.receipt.kept.teamsNamed':
    'Suas respostas também são contadas nos números das equipes da pesquisa das quais você faz parte.',
  'respond.receipt.notKept.nameOrEmail': 'seu nome ou endereço de e-mail',
  'respond.receipt.notKept.name': 'seu nome',
  'respond.receipt.notKept.network': 'seu endereço de rede (IP)',
  'respond.receipt.notKept.device': 'seu navegador ou dispositivo',
  'respond.receipt.notKept.dayOrTime': 'o dia ou a hora em que você respondeu',
  'respond.receipt.notKept.timeOfDay': 'a hora em que você respondeu',
  'respond.receipt.notKept.invitation': 'de qual convite ou link pessoal vieram suas respostas',

  'respond.error.loadFailed': 'Não foi possível carregar as informações da pesquisa.',
  'respond.error.linkNotValid': 'Este link de pesquisa não é válido.',
  'respond.error.unavailable': 'Esta pesquisa não está mais disponível',
  'respond.error.personalOnly':
    'Esta pesquisa só pode ser respondida pelo link pessoal do seu e-mail de convite.',
  'respond.error.submitFailed': 'Não foi possível enviar',
  'respond.error.checkFailed':
    'Seu navegador não conseguiu concluir agora a verificação que esta pesquisa pede, por isso suas respostas não foram enviadas. Elas continuam aqui: tente novamente daqui a um minuto.',
  'respond.error.conversationFailed':
    'Não foi possível acessar a conversa. Verifique sua conexão e tente novamente.',

  'respond.form.anonymous':
    'Sua resposta é anônima: não registramos seu nome, e-mail ou dispositivo com suas respostas.',
  'respond.form.namedPersonal':
    'Esta pesquisa não é anônima: o endereço de e-mail para o qual este link foi enviado fica guardado com suas respostas.',
  'respond.form.namedOpen':
    'Esta pesquisa não é anônima: respostas enviadas por um link pessoal recebido por e-mail guardam esse endereço (este link aberto não registra nenhum).',
  'respond.form.protection':
    'Os gestores só veem as respostas em grupos liberados juntos, com a data da liberação: nunca uma resposta isolada, nem quando ela foi dada.',
  'respond.form.onePersonal': 'Este link pessoal aceita uma resposta.',
  'respond.form.oneOpen':
    'Uma resposta por pessoa. Este navegador cuida desse limite: ele só lembra que já respondeu, nada sobre você.',
  'respond.form.requiredHint': 'As perguntas marcadas com {star} são obrigatórias.',
  'respond.form.required': 'obrigatória',
  'respond.form.keptNote':
    'As respostas que você ainda não enviou ficam só neste dispositivo e não vão a lugar nenhum até você clicar em Enviar.',
  'respond.form.notKeptNote':
    'Este navegador não permite que a página guarde respostas não enviadas: elas se perdem se a página recarregar.',
  'respond.form.keptRestored':
    'Guardamos as respostas que você ainda não tinha enviado, só neste dispositivo.',
  'respond.form.keptCleared': 'Suas respostas foram apagadas deste dispositivo.',
  'respond.form.clear': 'Apagar minhas respostas',
  'respond.form.acceptTerms': 'Li e aceito os Termos de Serviço',
  'respond.form.readTerms': 'Ler os Termos de Serviço',
  'respond.form.termsRequired': 'Aceite os Termos de Serviço para enviar',
  'respond.form.checkingLabel': 'Verificando seu navegador',
  'respond.form.checking': 'Verificando seu navegador…',
  'respond.form.submitting': 'Enviando…',
  'respond.form.submit': 'Enviar pesquisa',
  'respond.form.reload': 'Recarregar a página',
  'respond.form.problems':
    '{count, plural, one {Corrija o problema indicado acima.} other {Corrija os # problemas indicados acima.}}',

  'respond.question.numberBetween': 'Um número de {min, number} a {max, number}.',
  'respond.question.numberAtLeast': 'Um número de no mínimo {min, number}.',
  'respond.question.numberAtMost': 'Um número de no máximo {max, number}.',
  'respond.question.dateBetween': 'Uma data de {min} a {max}.',
  'respond.question.dateFrom': 'Uma data a partir de {min}.',
  'respond.question.dateUntil': 'Uma data até {max}.',
  'respond.question.tickAll': 'Marque todas as que se aplicam.',
  'respond.question.characters': '{count, number} de {max, number} caracteres',
  'respond.question.required': '(obrigatória)',
  'respond.question.unanswerable': 'Esta pergunta não pode ser respondida aqui.',

  'respond.problem.required': 'Esta pergunta é obrigatória',
  'respond.problem.notText': 'A resposta deve ser um texto',
  'respond.problem.tooLong': 'A resposta deve ter no máximo {max, number} caracteres',
  'respond.problem.chooseOption': 'Escolha uma das opções',
  'respond.problem.tickOptions': 'Marque as opções que se aplicam',
  'respond.problem.tickShown': 'Marque apenas as opções mostradas',
  'respond.problem.tickOnce': 'Marque cada opção uma só vez',
  'respond.problem.rating': 'Escolha uma nota de {min, number} a {max, number}',
  'respond.problem.number': 'Digite um número',
  'respond.problem.numberRange': 'Digite um número de {min, number} a {max, number}',
  'respond.problem.decimals': 'Digite um número com menos casas decimais',
  'respond.problem.email': 'Digite um endereço de e-mail',
  'respond.problem.emailLong': 'O endereço de e-mail é longo demais',
  'respond.problem.emailInvalid': 'Digite um endereço de e-mail válido',
  'respond.problem.date': 'Digite uma data (AAAA-MM-DD)',
  'respond.problem.dateFrom': 'Escolha uma data a partir de {date}',
  'respond.problem.dateUntil': 'Escolha uma data até {date}',
  'respond.problem.unanswerable': 'Esta pergunta não pode ser respondida',

  'respond.terms.title': 'Termos de Serviço',
  'respond.terms.summary':
    'Ao enviar esta pesquisa, você concorda com os seguintes termos para suas respostas.',
  'respond.terms.voluntary':
    'A participação é voluntária. Você pode pular as perguntas opcionais, e nada é enviado até você clicar em Enviar pesquisa.',
  'respond.terms.anonymous':
    'Esta pesquisa é anônima: seu nome, endereço de e-mail, endereço IP e dispositivo não são guardados com suas respostas, e os resultados só são mostrados aos responsáveis pela pesquisa quando um número suficiente de pessoas tiver respondido.',
  'respond.terms.named':
    'Esta pesquisa não é anônima: quando você responde por um link pessoal enviado por e-mail, o endereço para o qual ele foi enviado é guardado com suas respostas e mostrado aos responsáveis pela pesquisa.',
  'respond.terms.asWritten':
    'O que você escreve é guardado do jeito que você escreveu. Deixe de fora qualquer coisa que identifique você ou outra pessoa, a menos que queira compartilhar.',
  'respond.terms.use':
    'Suas respostas são usadas pela equipe que enviou esta pesquisa para entender como as coisas estão indo, e são apagadas quando a pesquisa for apagada.',
  'respond.terms.respect': 'Responda com respeito: nada de conteúdo ofensivo, ameaçador ou ilegal.',
  'respond.terms.final': 'Uma resposta não pode ser alterada depois de enviada.',
  'respond.terms.close': 'Fechar',
  'respond.terms.accept': 'Aceitar os termos',

  'respond.link.heading': 'Seu link privado da conversa',
  'respond.link.hint':
    'Um gestor pode responder ao seu comentário. Este link é a única forma de ler e responder, e você continua anônimo. Ele só aparece agora: guarde-o em um lugar privado.',
  'respond.link.label': 'Link privado da conversa',
  'respond.link.copy': 'Copiar link',
  'respond.link.mail': 'Enviar para o meu e-mail',
  'respond.link.showQr': 'Mostrar código QR',
  'respond.link.hideQr': 'Ocultar código QR',
  'respond.link.copied': 'Copiado.',
  'respond.link.copyFailed': 'Não foi possível copiar: selecione o link e copie você mesmo.',
  'respond.link.qr': 'Código QR do seu link privado da conversa, para abri-lo no celular',
  'respond.link.mailSubject': 'Meu link privado da conversa no Candor',
  'respond.link.mailBody':
    'Meu link privado para ler e responder às respostas ao meu comentário anônimo:\n\n{url}\n\nQualquer pessoa com este link pode ler a conversa.',

  'respond.conversation.documentTitle': 'Conversa: {title}',
  'respond.conversation.title': 'Conversa',
  'respond.conversation.loading': 'Carregando sua conversa…',
  'respond.conversation.notFound': 'Conversa não encontrada',
  'respond.conversation.incomplete':
    'Este link da conversa está incompleto. Abra o link inteiro que você guardou.',
  'respond.conversation.heading': 'Conversa sobre o seu comentário',
  'respond.conversation.on': 'Sobre <b>{title}</b>. Você está anônimo.',
  'respond.conversation.onNamed':
    'Sobre <b>{title}</b>. Você está anônimo, exceto por ter escolhido mostrar seu nome, <b>{name}</b>.',
  'respond.conversation.waiting':
    'Ainda não há resposta. Quando um gestor responder ao seu comentário, você vai lê-la aqui com este mesmo link.',
  'respond.conversation.messages': 'Mensagens',
  'respond.conversation.manager': 'Gestor',
  'respond.conversation.you': 'Você',
  'respond.conversation.pending': 'a caminho (entregue em algumas horas)',
  'respond.conversation.delay':
    'Suas mensagens chegam ao gestor algumas horas depois do envio, todas de uma vez junto com outras, para que o horário não aponte para você.',
  'respond.conversation.closed':
    'Você encerrou esta conversa: não é possível enviar mais mensagens.',
  'respond.conversation.answer': 'Sua resposta',
  'respond.conversation.send': 'Enviar resposta',
  'respond.conversation.showName': 'Mostrar meu nome…',
  'respond.conversation.nameLabel': 'O nome a mostrar nesta conversa',
  'respond.conversation.continue': 'Continuar',
  'respond.conversation.cancel': 'Cancelar',
  'respond.conversation.confirmName':
    'Mostrar <b>{name}</b> ao gestor nesta conversa? Isso não pode ser desfeito, e ele poderá então ligar este comentário a você.',
  'respond.conversation.yesShow': 'Sim, mostrar meu nome',
  'respond.conversation.keepAnonymous': 'Continuar anônimo',
  'respond.conversation.close': 'Encerrar a conversa…',
  'respond.conversation.closeConfirm':
    'Encerrar esta conversa? Nem você nem o gestor poderão escrever de novo.',
  'respond.conversation.closeIt': 'Encerrar',
  'respond.conversation.keepOpen': 'Manter aberta',
};

export const mail: Record<RespondMailId, string> = {
  'respond.mail.yourTeam': 'Sua equipe',
  'respond.mail.anonymous':
    'Suas respostas são anônimas: ninguém vê quem as deu, e os resultados só aparecem quando um número suficiente de pessoas tiver respondido.',
  'respond.mail.named':
    'Esta pesquisa não é anônima: seu endereço de e-mail fica guardado com suas respostas.',
  'respond.mail.takeSurvey': 'Responder à pesquisa',
  'respond.mail.buttonFallback': 'Se o botão não funcionar, copie este link no seu navegador:',
  'respond.mail.footer': 'Candor · pesquisas de clima de equipe anônimas',
  'respond.mail.invitation.subject': 'Pesquisa: {title}',
  'respond.mail.invitation.preheader': '{title}: uma pesquisa rápida de {team}.',
  'respond.mail.invitation.intro':
    '{team} gostaria da sua opinião sincera. Leva só alguns minutos.',
  'respond.mail.invitation.sentBy': 'Enviada por {sender}.',
  'respond.mail.invitation.sentByTeam': 'Enviada por {sender} em nome de {team}.',
  'respond.mail.invitation.footnote':
    'Este link é pessoal e só pode ser usado uma vez. Não encaminhe este e-mail. Se você não o esperava, pode ignorá-lo.',
  'respond.mail.reminder.subject': 'Lembrete: {title}',
  'respond.mail.reminder.preheader': 'Um lembrete: {title}, uma pesquisa rápida de {team}.',
  'respond.mail.reminder.intro':
    'Um lembrete: {team} gostaria da sua opinião sincera, se você ainda não a deu. Leva só alguns minutos.',
  'respond.mail.reminder.footnote':
    'Este link é pessoal e aceita uma resposta; o link do e-mail anterior também funciona. Não encaminhe este e-mail.',
  'respond.mail.conversationReply.subject': 'Nova resposta ao seu comentário sobre {title}',
  'respond.mail.conversationReply.preheader':
    'Um gestor respondeu ao seu comentário anônimo. Você continua anônimo.',
  'respond.mail.conversationReply.heading': 'Uma nova resposta na sua conversa',
  'respond.mail.conversationReply.body':
    'Um gestor respondeu ao seu comentário anônimo sobre {title}. Abra sua conversa privada para ler a resposta e responder; você continua anônimo.',
  'respond.mail.conversationReply.action': 'Ler a resposta',
  'respond.mail.conversationReply.private':
    'O link do botão é a sua conversa: mantenha este e-mail privado e não o reencaminhe.',
  'respond.mail.conversationReply.unsubscribe':
    'Você recebe este e-mail porque pediu para ser avisado de respostas nesta conversa. Para não receber mais, abra este link: {url}',
};
