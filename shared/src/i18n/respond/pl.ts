import type { RespondMailId, RespondPageId } from './en';

/** The respondent's side in Polish (the informal "ty", as Polish product pages usually speak). */
export const page: Record<RespondPageId, string> = {
  'respond.page.title.loading': 'Wczytywanie ankiety',
  'respond.page.title.failed': 'Nie wczytano ankiety',
  'respond.page.title.unavailable': 'Ankieta niedostępna',
  'respond.page.title.thanks': 'Dziękujemy: {title}',
  'respond.page.title.survey': 'Ankieta',
  'respond.page.loading': 'Wczytywanie ankiety…',
  'respond.page.footer': 'Candor: anonimowe ankiety nastrojów w zespole',
  'respond.language.label': 'Język',
  'respond.failed.heading': 'Nie udało się wczytać tej ankiety',
  'respond.failed.hint': 'Sprawdź połączenie i spróbuj ponownie.',
  'respond.failed.retry': 'Spróbuj ponownie',
  'respond.unavailable.hint':
    'Jeśli uważasz, że to pomyłka, poproś osobę, która przysłała ci link, o nowy.',
  'respond.closed.heading': 'Ta ankieta jest zamknięta',
  'respond.closed.lead':
    'Ankieta <b>{title}</b> nie przyjmuje już odpowiedzi. Dziękujemy za zainteresowanie.',
  'respond.closed.leadUntitled':
    'Ta ankieta nie przyjmuje już odpowiedzi. Dziękujemy za zainteresowanie.',
  'respond.personalOnly.hint':
    'Otwórz link z e-maila z zaproszeniem: każdy jest osobisty i działa raz. Jeśli go nie masz, poproś osobę, która wysłała ci tę ankietę, o zaproszenie.',
  'respond.personalOnly.hintTeam':
    'Otwórz link z e-maila z zaproszeniem: każdy jest osobisty i działa raz. Jeśli go nie masz, poproś osobę, która wysłała ci tę ankietę, albo kogoś z kierownictwa zespołu {team} o zaproszenie.',
  'respond.responded.heading': 'Już odpowiedziałeś',
  'respond.responded.remembered':
    'Ta przeglądarka wysłała już odpowiedź na ankietę <b>{title}</b>. Dziękujemy za udział.',
  'respond.responded.recorded':
    'Odpowiedź na ankietę <b>{title}</b> została już zapisana. Dziękujemy za udział.',
  'respond.responded.untitled':
    'Odpowiedź na tę ankietę została już zapisana. Dziękujemy za udział.',
  'respond.thanks.heading': 'Dziękujemy!',
  'respond.thanks.lead': 'Twoja odpowiedź na ankietę <b>{title}</b> została zapisana.',
  'respond.thanks.anonymous': 'Zapisano ją bez twojego imienia, e-maila i urządzenia.',
  'respond.thanks.again': 'Wyślij kolejną odpowiedź',

  'respond.receipt.heading': 'Co zapisaliśmy',
  'respond.receipt.nothingElse': 'Nic więcej: ani {list}.',
  'respond.receipt.field.id': 'Identyfikator odpowiedzi',
  'respond.receipt.field.surveyId': 'Ankieta',
  'respond.receipt.field.day': 'Dzień',
  'respond.receipt.field.source': 'Jak odpowiedziałeś',
  'respond.receipt.field.answers': 'Odpowiedzi',
  'respond.receipt.field.sentiment': 'Wydźwięk',
  'respond.receipt.field.round': 'Tura',
  'respond.receipt.field.email': 'Adres e-mail',
  'respond.receipt.field.invitation': 'Zaproszenie',
  'respond.receipt.field.teams': 'Zespoły',
  'respond.receipt.kept.id':
    'Losowy identyfikator, utworzony tylko dla tej odpowiedzi, który nic o tobie nie mówi',
  'respond.receipt.kept.surveyId': 'Na którą ankietę odpowiedziałeś',
  'respond.receipt.kept.day': 'Dzień twojej odpowiedzi: ta ankieta nie jest anonimowa',
  'respond.receipt.kept.source':
    'Czy odpowiedziałeś przez otwarty link, czy przez osobisty link z e-maila',
  'respond.receipt.kept.answers': 'Twoje odpowiedzi',
  'respond.receipt.kept.sentiment': 'Ocena wydźwięku wyliczona z twoich odpowiedzi',
  'respond.receipt.kept.round':
    'W której turze zaproszeń było twoje (tej samej dla wszystkich w niej zaproszonych)',
  'respond.receipt.kept.email': 'Twój adres e-mail: ta ankieta nie jest anonimowa',
  'respond.receipt.kept.invitationAnonymous':
    'Twoje zaproszenie jest oznaczone jako wykorzystane, bez dnia i godziny, żebyś nie dostawał przypomnień. Twoje odpowiedzi nie wskazują zaproszenia, a zaproszenie nie wskazuje odpowiedzi.',
  'respond.receipt.kept.invitationNamed':
    'Twoje zaproszenie jest oznaczone jako wykorzystane, z dniem, żebyś nie dostawał przypomnień.',
  'respond.receipt.kept.teamsAnonymous':
    'Twoje odpowiedzi są też doliczane do licznika prowadzonego dla zespołów ankiety, do których należysz ({teams, plural, =0 {żadnego z nich} one {jeden zespół} few {# zespoły} many {# zespołów} other {# zespołu}}), nigdy nie zapisywanego razem z odpowiedziami. Wyniki zespołu pokazują się dopiero, gdy obejmują łącznie odpowiedzi co najmniej {threshold, plural, one {# osoby} few {# osób} many {# osób} other {# osoby}}.',
  'respond.receipt.kept.teamsNamed':
    'Twoje odpowiedzi są też liczone w wynikach zespołów ankiety, do których należysz.',
  'respond.receipt.notKept.nameOrEmail': 'twojego imienia i nazwiska ani adresu e-mail',
  'respond.receipt.notKept.name': 'twojego imienia i nazwiska',
  'respond.receipt.notKept.network': 'twojego adresu sieciowego (IP)',
  'respond.receipt.notKept.device': 'twojej przeglądarki ani urządzenia',
  'respond.receipt.notKept.dayOrTime': 'dnia ani godziny twojej odpowiedzi',
  'respond.receipt.notKept.timeOfDay': 'godziny twojej odpowiedzi',
  'respond.receipt.notKept.invitation':
    'z czyjego zaproszenia lub osobistego linku pochodzą twoje odpowiedzi',

  'respond.error.loadFailed': 'Nie udało się wczytać informacji o ankiecie.',
  'respond.error.linkNotValid': 'Ten link do ankiety jest nieprawidłowy.',
  'respond.error.unavailable': 'Ta ankieta nie jest już dostępna',
  'respond.error.personalOnly':
    'Na tę ankietę można odpowiedzieć tylko przez osobisty link z e-maila z zaproszeniem.',
  'respond.error.submitFailed': 'Nie udało się wysłać',
  'respond.error.checkFailed':
    'Twoja przeglądarka nie mogła teraz dokończyć sprawdzenia, którego wymaga ta ankieta, więc odpowiedzi nie zostały wysłane. Nadal tu są: spróbuj ponownie za minutę.',
  'respond.error.conversationFailed':
    'Nie udało się połączyć z rozmową. Sprawdź połączenie i spróbuj ponownie.',

  'respond.form.anonymous':
    'Twoja odpowiedź jest anonimowa: nie zapisujemy z odpowiedziami twojego imienia, e-maila ani urządzenia.',
  'respond.form.namedPersonal':
    'Ta ankieta nie jest anonimowa: adres e-mail, na który wysłano ten link, jest zapisywany z twoimi odpowiedziami.',
  'respond.form.namedOpen':
    'Ta ankieta nie jest anonimowa: odpowiedzi wysłane przez osobisty link z e-maila zachowują ten adres (ten otwarty link nie zapisuje żadnego).',
  'respond.form.protection':
    'Kierownicy widzą odpowiedzi tylko w grupach udostępnianych razem, z datą udostępnienia: nigdy pojedynczej odpowiedzi ani tego, kiedy jej udzielono.',
  'respond.form.onePersonal': 'Ten osobisty link przyjmuje jedną odpowiedź.',
  'respond.form.oneOpen':
    'Jedna odpowiedź na osobę. Ta przeglądarka pilnuje tego limitu: pamięta tylko, że już odpowiedziała, nic o tobie.',
  'respond.form.requiredHint': 'Na pytania oznaczone {star} trzeba odpowiedzieć.',
  'respond.form.required': 'wymagane',
  'respond.form.keptNote':
    'Niewysłane odpowiedzi są przechowywane tylko na tym urządzeniu i nigdzie nie trafiają, dopóki nie naciśniesz Wyślij.',
  'respond.form.notKeptNote':
    'Ta przeglądarka nie pozwala stronie przechowywać niewysłanych odpowiedzi: przepadną, jeśli strona się odświeży.',
  'respond.form.keptRestored':
    'Zachowaliśmy odpowiedzi, których jeszcze nie wysłałeś, tylko na tym urządzeniu.',
  'respond.form.keptCleared': 'Twoje odpowiedzi zostały usunięte z tego urządzenia.',
  'respond.form.clear': 'Wyczyść moje odpowiedzi',
  'respond.form.acceptTerms': 'Przeczytałem i akceptuję Warunki korzystania',
  'respond.form.readTerms': 'Przeczytaj Warunki korzystania',
  'respond.form.termsRequired': 'Zaakceptuj Warunki korzystania, aby wysłać',
  'respond.form.checkingLabel': 'Sprawdzanie przeglądarki',
  'respond.form.checking': 'Sprawdzanie przeglądarki…',
  'respond.form.submitting': 'Wysyłanie…',
  'respond.form.submit': 'Wyślij ankietę',
  'respond.form.reload': 'Odśwież stronę',
  'respond.form.problems':
    '{count, plural, one {Popraw problem zaznaczony powyżej.} few {Popraw # problemy zaznaczone powyżej.} many {Popraw # problemów zaznaczonych powyżej.} other {Popraw # problemu zaznaczonego powyżej.}}',

  'respond.question.numberBetween': 'Liczba od {min, number} do {max, number}.',
  'respond.question.numberAtLeast': 'Liczba nie mniejsza niż {min, number}.',
  'respond.question.numberAtMost': 'Liczba nie większa niż {max, number}.',
  'respond.question.dateBetween': 'Data od {min} do {max}.',
  'respond.question.dateFrom': 'Data nie wcześniejsza niż {min}.',
  'respond.question.dateUntil': 'Data nie późniejsza niż {max}.',
  'respond.question.tickAll': 'Zaznacz wszystkie pasujące.',
  'respond.question.characters': '{count, number} z {max, number} znaków',
  'respond.question.required': '(wymagane)',
  'respond.question.unanswerable': 'Na to pytanie nie można tu odpowiedzieć.',

  'respond.problem.required': 'To pytanie jest wymagane',
  'respond.problem.notText': 'Odpowiedź musi być tekstem',
  'respond.problem.tooLong': 'Odpowiedź może mieć najwyżej {max, number} znaków',
  'respond.problem.chooseOption': 'Wybierz jedną z opcji',
  'respond.problem.tickOptions': 'Zaznacz pasujące opcje',
  'respond.problem.tickShown': 'Zaznacz tylko pokazane opcje',
  'respond.problem.tickOnce': 'Zaznacz każdą opcję tylko raz',
  'respond.problem.rating': 'Wybierz ocenę od {min, number} do {max, number}',
  'respond.problem.number': 'Wpisz liczbę',
  'respond.problem.numberRange': 'Wpisz liczbę od {min, number} do {max, number}',
  'respond.problem.decimals': 'Wpisz liczbę z mniejszą liczbą miejsc po przecinku',
  'respond.problem.email': 'Wpisz adres e-mail',
  'respond.problem.emailLong': 'Adres e-mail jest za długi',
  'respond.problem.emailInvalid': 'Wpisz prawidłowy adres e-mail',
  'respond.problem.date': 'Wpisz datę (RRRR-MM-DD)',
  'respond.problem.dateFrom': 'Wybierz datę nie wcześniejszą niż {date}',
  'respond.problem.dateUntil': 'Wybierz datę nie późniejszą niż {date}',
  'respond.problem.unanswerable': 'Na to pytanie nie można odpowiedzieć',

  'respond.terms.title': 'Warunki korzystania',
  'respond.terms.summary':
    'Wysyłając tę ankietę, akceptujesz poniższe warunki dotyczące twoich odpowiedzi.',
  'respond.terms.voluntary':
    'Udział jest dobrowolny. Możesz pominąć pytania nieobowiązkowe, a nic nie zostanie wysłane, dopóki nie naciśniesz Wyślij ankietę.',
  'respond.terms.anonymous':
    'Ta ankieta jest anonimowa: twoje imię, adres e-mail, adres IP i urządzenie nie są zapisywane z odpowiedziami, a wyniki są pokazywane właścicielom ankiety dopiero, gdy odpowie wystarczająco wiele osób.',
  'respond.terms.named':
    'Ta ankieta nie jest anonimowa: gdy odpowiadasz przez osobisty link z e-maila, adres, na który go wysłano, jest zapisywany z odpowiedziami i widoczny dla właścicieli ankiety.',
  'respond.terms.asWritten':
    'To, co piszesz, zapisujemy dokładnie tak, jak to napiszesz. Pomiń wszystko, co pozwala rozpoznać ciebie lub kogoś innego, chyba że chcesz to przekazać.',
  'respond.terms.use':
    'Zespół, który wysłał tę ankietę, korzysta z odpowiedzi, żeby zrozumieć, jak idą sprawy; są one usuwane razem z ankietą.',
  'respond.terms.respect':
    'Odpowiadaj z szacunkiem: bez treści obraźliwych, gróźb ani treści niezgodnych z prawem.',
  'respond.terms.final': 'Wysłanej odpowiedzi nie można zmienić.',
  'respond.terms.close': 'Zamknij',
  'respond.terms.accept': 'Akceptuję warunki',

  'respond.link.heading': 'Twój prywatny link do rozmowy',
  'respond.link.hint':
    'Kierownik może odpowiedzieć na twój komentarz. Ten link to jedyny sposób, by przeczytać odpowiedź i ją skomentować, a ty pozostajesz anonimowy. Pokazujemy go tylko teraz: zapisz go w bezpiecznym miejscu.',
  'respond.link.label': 'Prywatny link do rozmowy',
  'respond.link.copy': 'Kopiuj link',
  'respond.link.mail': 'Wyślij go do siebie e-mailem',
  'respond.link.showQr': 'Pokaż kod QR',
  'respond.link.hideQr': 'Ukryj kod QR',
  'respond.link.copied': 'Skopiowano.',
  'respond.link.copyFailed': 'Nie udało się skopiować: zaznacz link i skopiuj go samodzielnie.',
  'respond.link.qr': 'Kod QR twojego prywatnego linku do rozmowy, do otwarcia na telefonie',
  'respond.link.mailSubject': 'Mój prywatny link do rozmowy w Candor',
  'respond.link.mailBody':
    'Mój prywatny link do czytania odpowiedzi na mój anonimowy komentarz i odpisywania na nie:\n\n{url}\n\nKażdy, kto ma ten link, może przeczytać rozmowę.',

  'respond.conversation.documentTitle': 'Rozmowa: {title}',
  'respond.conversation.title': 'Rozmowa',
  'respond.conversation.loading': 'Wczytywanie rozmowy…',
  'respond.conversation.notFound': 'Nie znaleziono rozmowy',
  'respond.conversation.incomplete':
    'Ten link do rozmowy jest niepełny. Otwórz cały zapisany link.',
  'respond.conversation.heading': 'Rozmowa o twoim komentarzu',
  'respond.conversation.on': 'Ankieta <b>{title}</b>. Jesteś anonimowy.',
  'respond.conversation.onNamed':
    'Ankieta <b>{title}</b>. Jesteś anonimowy, z tym że zdecydowałeś się pokazać swoje imię: <b>{name}</b>.',
  'respond.conversation.waiting':
    'Jeszcze nie ma odpowiedzi. Gdy kierownik odpowie na twój komentarz, przeczytasz ją tutaj, pod tym samym linkiem.',
  'respond.conversation.messages': 'Wiadomości',
  'respond.conversation.manager': 'Kierownik',
  'respond.conversation.you': 'Ty',
  'respond.conversation.pending': 'w drodze (dostarczenie w ciągu kilku godzin)',
  'respond.conversation.delay':
    'Twoje wiadomości docierają do kierownika kilka godzin po wysłaniu, razem z innymi, żeby czas wysłania nie wskazywał na ciebie.',
  'respond.conversation.closed': 'Zamknąłeś tę rozmowę: nie można już wysyłać wiadomości.',
  'respond.conversation.answer': 'Twoja odpowiedź',
  'respond.conversation.send': 'Wyślij odpowiedź',
  'respond.conversation.showName': 'Pokaż moje imię…',
  'respond.conversation.nameLabel': 'Imię, które ma być widoczne w tej rozmowie',
  'respond.conversation.continue': 'Dalej',
  'respond.conversation.cancel': 'Anuluj',
  'respond.conversation.confirmName':
    'Pokazać kierownikowi <b>{name}</b> w tej rozmowie? Tego nie da się cofnąć, a kierownik będzie mógł powiązać ten komentarz z tobą.',
  'respond.conversation.yesShow': 'Tak, pokaż moje imię',
  'respond.conversation.keepAnonymous': 'Zostaję anonimowy',
  'respond.conversation.close': 'Zamknij rozmowę…',
  'respond.conversation.closeConfirm':
    'Zamknąć tę rozmowę? Ani ty, ani kierownik nie będziecie mogli już pisać.',
  'respond.conversation.closeIt': 'Zamknij ją',
  'respond.conversation.keepOpen': 'Zostaw otwartą',
};

export const mail: Record<RespondMailId, string> = {
  'respond.mail.yourTeam': 'Twój zespół',
  'respond.mail.anonymous':
    'Twoje odpowiedzi są anonimowe: nikt nie widzi, kto ich udzielił, a wyniki pojawiają się dopiero, gdy odpowie wystarczająco wiele osób.',
  'respond.mail.named':
    'Ta ankieta nie jest anonimowa: twój adres e-mail jest zapisywany z odpowiedziami.',
  'respond.mail.takeSurvey': 'Wypełnij ankietę',
  'respond.mail.buttonFallback': 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
  'respond.mail.footer': 'Candor · anonimowe ankiety nastrojów w zespole',
  'respond.mail.invitation.subject': 'Ankieta: {title}',
  'respond.mail.invitation.preheader': '{title}: krótka ankieta od {team}.',
  'respond.mail.invitation.intro':
    '{team} prosi o twoją szczerą opinię. Zajmie to tylko kilka minut.',
  'respond.mail.invitation.sentBy': 'Wysłane przez: {sender}.',
  'respond.mail.invitation.sentByTeam': 'Wysłane przez: {sender}, w imieniu {team}.',
  'respond.mail.invitation.footnote':
    'Ten link jest osobisty i działa tylko raz. Nie przekazuj tego e-maila dalej. Jeśli się go nie spodziewałeś, możesz go zignorować.',
  'respond.mail.reminder.subject': 'Przypomnienie: {title}',
  'respond.mail.reminder.preheader': 'Przypomnienie: {title}, krótka ankieta od {team}.',
  'respond.mail.reminder.intro':
    'Przypomnienie: {team} prosi o twoją szczerą opinię, jeśli jeszcze jej nie podałeś. Zajmie to tylko kilka minut.',
  'respond.mail.reminder.footnote':
    'Ten link jest osobisty i przyjmuje jedną odpowiedź; link z wcześniejszego e-maila też działa. Nie przekazuj tego e-maila dalej.',
  'respond.mail.conversationReply.subject': 'Nowa odpowiedź na twój komentarz: {title}',
  'respond.mail.conversationReply.preheader':
    'Kierownik odpowiedział na twój anonimowy komentarz. Pozostajesz anonimowy.',
  'respond.mail.conversationReply.heading': 'Nowa odpowiedź w twojej rozmowie',
  'respond.mail.conversationReply.body':
    'Kierownik odpowiedział na twój anonimowy komentarz w ankiecie {title}. Otwórz swoją prywatną rozmowę, aby przeczytać odpowiedź i odpisać; pozostajesz anonimowy.',
  'respond.mail.conversationReply.action': 'Przeczytaj odpowiedź',
  'respond.mail.conversationReply.private':
    'Link w przycisku prowadzi do Twojej rozmowy: zachowaj tę wiadomość dla siebie i nie przekazuj jej dalej.',
  'respond.mail.conversationReply.unsubscribe':
    'Dostajesz ten e-mail, bo chciałeś wiedzieć o odpowiedziach w tej rozmowie. Aby przestać je dostawać, otwórz ten link: {url}',
};
