import type { RespondMailId, RespondPageId } from './en';

/** The respondent's side in Japanese (polite です・ます). */
export const page: Record<RespondPageId, string> = {
  'respond.page.title.loading': 'アンケートを読み込み中',
  'respond.page.title.failed': 'アンケートを読み込めませんでした',
  'respond.page.title.unavailable': 'アンケートは利用できません',
  'respond.page.title.thanks': 'ありがとうございました：{title}',
  'respond.page.title.survey': 'アンケート',
  'respond.page.loading': 'アンケートを読み込んでいます…',
  'respond.page.footer': 'Candor：匿名のチームパルスサーベイ',
  'respond.language.label': '言語',
  'respond.failed.heading': 'このアンケートを読み込めませんでした',
  'respond.failed.hint': '接続を確認して、もう一度お試しください。',
  'respond.failed.retry': '再試行',
  'respond.unavailable.hint':
    '誤りだと思われる場合は、リンクを送った方に新しいリンクを依頼してください。',
  'respond.closed.heading': 'このアンケートは終了しました',
  'respond.closed.lead':
    '<b>{title}</b>は回答の受け付けを終了しました。ご関心をお寄せいただきありがとうございます。',
  'respond.closed.leadUntitled':
    'このアンケートは回答の受け付けを終了しました。ご関心をお寄せいただきありがとうございます。',
  'respond.personalOnly.hint':
    '招待メールに記載のリンクを開いてください。リンクは一人ひとり専用で、一度だけ使えます。届いていない場合は、このアンケートを送った方に招待を依頼してください。',
  'respond.personalOnly.hintTeam':
    '招待メールに記載のリンクを開いてください。リンクは一人ひとり専用で、一度だけ使えます。届いていない場合は、このアンケートを送った方、または{team}のマネージャーに招待を依頼してください。',
  'respond.responded.heading': 'すでに回答済みです',
  'respond.responded.remembered':
    'このブラウザからは<b>{title}</b>への回答がすでに送信されています。ご協力ありがとうございました。',
  'respond.responded.recorded':
    '<b>{title}</b>への回答はすでに記録されています。ご協力ありがとうございました。',
  'respond.responded.untitled':
    'このアンケートへの回答はすでに記録されています。ご協力ありがとうございました。',
  'respond.thanks.heading': 'ありがとうございました！',
  'respond.thanks.lead': '<b>{title}</b>への回答を記録しました。',
  'respond.thanks.anonymous': 'お名前、メールアドレス、端末の情報は保存していません。',
  'respond.thanks.again': 'もう一度回答する',

  'respond.receipt.heading': '保存した内容',
  'respond.receipt.nothingElse': 'それ以外は何も保存していません（{list}も保存していません）。',
  'respond.receipt.field.id': '回答ID',
  'respond.receipt.field.surveyId': 'アンケート',
  'respond.receipt.field.day': '日付',
  'respond.receipt.field.source': '回答の方法',
  'respond.receipt.field.answers': '回答',
  'respond.receipt.field.sentiment': '感情スコア',
  'respond.receipt.field.round': '配信回',
  'respond.receipt.field.email': 'メールアドレス',
  'respond.receipt.field.invitation': '招待',
  'respond.receipt.field.teams': 'チーム',
  'respond.receipt.kept.id': 'この回答のためだけに作られた、あなたについて何も示さないランダムなID',
  'respond.receipt.kept.surveyId': '回答したアンケート',
  'respond.receipt.kept.day': '回答した日付（このアンケートは匿名ではありません）',
  'respond.receipt.kept.source':
    '公開リンクから回答したか、メールで届いた個人用リンクから回答したか',
  'respond.receipt.kept.answers': 'あなたの回答',
  'respond.receipt.kept.sentiment': '回答から算出した感情スコア',
  'respond.receipt.kept.round':
    'あなたの招待がどの配信回のものか（その回に招待された全員で同じ値）',
  'respond.receipt.kept.email': 'あなたのメールアドレス（このアンケートは匿名ではありません）',
  'respond.receipt.kept.invitationAnonymous':
    'リマインダーが届かないよう、招待は日時なしで「回答済み」として記録されます。回答から招待はわからず、招待から回答もわかりません。',
  'respond.receipt.kept.invitationNamed':
    'リマインダーが届かないよう、招待は日付付きで「回答済み」として記録されます。',
  'respond.receipt.kept.teamsAnonymous':
    'あなたの回答は、あなたが所属するこのアンケートのチーム（{teams, plural, =0 {該当なし} other {#チーム}}）の集計にも加算されますが、回答と一緒には保存されません。チームの数値は、少なくとも{threshold, plural, other {#人}}分の回答がまとめて集計されてはじめて表示されます。',
  'respond.receipt.kept.teamsNamed':
    'あなたの回答は、あなたが所属するこのアンケートのチームの数値にも集計されます。',
  'respond.receipt.notKept.nameOrEmail': 'お名前やメールアドレス',
  'respond.receipt.notKept.name': 'お名前',
  'respond.receipt.notKept.network': 'ネットワーク（IP）アドレス',
  'respond.receipt.notKept.device': 'ブラウザや端末',
  'respond.receipt.notKept.dayOrTime': '回答した日時',
  'respond.receipt.notKept.timeOfDay': '回答した時刻',
  'respond.receipt.notKept.invitation': '回答がどなたの招待・個人用リンクから送られたか',

  'respond.error.loadFailed': 'アンケートの情報を読み込めませんでした。',
  'respond.error.linkNotValid': 'このアンケートのリンクは無効です。',
  'respond.error.unavailable': 'このアンケートはもう利用できません',
  'respond.error.personalOnly':
    'このアンケートには、招待メールに記載の個人用リンクからのみ回答できます。',
  'respond.error.submitFailed': '送信できませんでした',
  'respond.error.checkFailed':
    'このアンケートが求める確認をブラウザが完了できなかったため、回答は送信されていません。回答はこのまま残っています。1分ほどしてからもう一度お試しください。',
  'respond.error.conversationFailed':
    'スレッドにアクセスできませんでした。接続を確認して、もう一度お試しください。',

  'respond.form.anonymous':
    'この回答は匿名です。お名前、メールアドレス、端末の情報は回答と一緒に記録しません。',
  'respond.form.namedPersonal':
    'このアンケートは匿名ではありません。このリンクの送信先メールアドレスが回答と一緒に保存されます。',
  'respond.form.namedOpen':
    'このアンケートは匿名ではありません。メールで届いた個人用リンクからの回答にはそのメールアドレスが保存されます（この公開リンクでは保存されません）。',
  'respond.form.protection':
    'マネージャーが見られるのは、まとめて公開された回答のグループのみで、日付は公開日です。個々の回答や、いつ回答されたかは見られません。',
  'respond.form.onePersonal': 'この個人用リンクで回答できるのは1回です。',
  'respond.form.oneOpen':
    '回答はお一人につき1回です。この制限はブラウザが管理し、回答済みであることだけを記憶します。あなたについての情報は記憶しません。',
  'respond.form.requiredHint': '{star}の付いた質問は必須です。',
  'respond.form.required': '必須',
  'respond.form.keptNote':
    '未送信の回答はこの端末にのみ保存され、「送信」を押すまでどこにも送られません。',
  'respond.form.notKeptNote':
    'このブラウザでは未送信の回答を保存できません。ページを再読み込みすると失われます。',
  'respond.form.keptRestored': '未送信だった回答を、この端末にのみ保存しておきました。',
  'respond.form.keptCleared': '回答をこの端末から消去しました。',
  'respond.form.clear': '回答を消去',
  'respond.form.acceptTerms': '利用規約を読み、同意します',
  'respond.form.readTerms': '利用規約を読む',
  'respond.form.termsRequired': '送信するには利用規約に同意してください',
  'respond.form.checkingLabel': 'ブラウザを確認しています',
  'respond.form.checking': 'ブラウザを確認しています…',
  'respond.form.submitting': '送信しています…',
  'respond.form.submit': 'アンケートを送信',
  'respond.form.reload': 'ページを再読み込み',
  'respond.form.problems': '{count, plural, other {上に示した#件の問題を修正してください。}}',

  'respond.question.numberBetween': '{min, number}から{max, number}までの数値。',
  'respond.question.numberAtLeast': '{min, number}以上の数値。',
  'respond.question.numberAtMost': '{max, number}以下の数値。',
  'respond.question.dateBetween': '{min}から{max}までの日付。',
  'respond.question.dateFrom': '{min}以降の日付。',
  'respond.question.dateUntil': '{max}以前の日付。',
  'respond.question.tickAll': '当てはまるものをすべて選んでください。',
  'respond.question.characters': '{max, number}文字中{count, number}文字',
  'respond.question.required': '（必須）',
  'respond.question.unanswerable': 'この質問にはここでは回答できません。',

  'respond.problem.required': 'この質問は必須です',
  'respond.problem.notText': '回答は文字で入力してください',
  'respond.problem.tooLong': '回答は{max, number}文字以内で入力してください',
  'respond.problem.chooseOption': '選択肢から1つ選んでください',
  'respond.problem.tickOptions': '当てはまる選択肢にチェックを入れてください',
  'respond.problem.tickShown': '表示されている選択肢のみ選んでください',
  'respond.problem.tickOnce': '各選択肢は1回だけ選んでください',
  'respond.problem.rating': '{min, number}から{max, number}の評価を選んでください',
  'respond.problem.number': '数値を入力してください',
  'respond.problem.numberRange': '{min, number}から{max, number}までの数値を入力してください',
  'respond.problem.decimals': '小数点以下の桁数を減らして入力してください',
  'respond.problem.email': 'メールアドレスを入力してください',
  'respond.problem.emailLong': 'メールアドレスが長すぎます',
  'respond.problem.emailInvalid': '有効なメールアドレスを入力してください',
  'respond.problem.date': '日付を入力してください（YYYY-MM-DD）',
  'respond.problem.dateFrom': '{date}以降の日付を選んでください',
  'respond.problem.dateUntil': '{date}以前の日付を選んでください',
  'respond.problem.unanswerable': 'この質問には回答できません',

  'respond.terms.title': '利用規約',
  'respond.terms.summary':
    'このアンケートを送信すると、回答について以下の規約に同意したものとみなされます。',
  'respond.terms.voluntary':
    '参加は任意です。任意の質問は飛ばすことができ、「アンケートを送信」を押すまで何も送信されません。',
  'respond.terms.anonymous':
    'このアンケートは匿名です。お名前、メールアドレス、IPアドレス、端末の情報は回答と一緒に保存されず、結果は十分な人数が回答してからアンケートの管理者に表示されます。',
  'respond.terms.named':
    'このアンケートは匿名ではありません。メールで届いた個人用リンクから回答すると、その送信先メールアドレスが回答と一緒に保存され、アンケートの管理者に表示されます。',
  'respond.terms.asWritten':
    '書いた内容はそのまま保存されます。共有するつもりがない限り、ご自身や他の人が特定できる内容は書かないでください。',
  'respond.terms.use':
    '回答は、このアンケートを送ったチームが状況を把握するために使い、アンケートの削除とともに削除されます。',
  'respond.terms.respect': '敬意をもって回答してください。暴言、脅迫、違法な内容は禁止です。',
  'respond.terms.final': '送信した回答は変更できません。',
  'respond.terms.close': '閉じる',
  'respond.terms.accept': '規約に同意する',

  'respond.link.heading': 'あなた専用のスレッドリンク',
  'respond.link.hint':
    'マネージャーがあなたのコメントに返信することがあります。返信を読んで答えられるのはこのリンクからだけで、あなたは匿名のままです。表示されるのは今だけなので、安全な場所に保存してください。',
  'respond.link.label': '専用スレッドリンク',
  'respond.link.copy': 'リンクをコピー',
  'respond.link.mail': '自分にメールで送る',
  'respond.link.showQr': 'QRコードを表示',
  'respond.link.hideQr': 'QRコードを隠す',
  'respond.link.copied': 'コピーしました。',
  'respond.link.copyFailed': 'コピーできませんでした。リンクを選択して手動でコピーしてください。',
  'respond.link.qr': 'スマートフォンで開くための、専用スレッドリンクのQRコード',
  'respond.link.mailSubject': 'Candorの専用スレッドリンク',
  'respond.link.mailBody':
    '匿名コメントへの返信を読んで答えるための専用リンク：\n\n{url}\n\nこのリンクを知っている人は誰でもスレッドを読めます。',

  'respond.conversation.documentTitle': 'スレッド：{title}',
  'respond.conversation.title': 'スレッド',
  'respond.conversation.loading': 'スレッドを読み込んでいます…',
  'respond.conversation.notFound': 'スレッドが見つかりません',
  'respond.conversation.incomplete':
    'このスレッドリンクは不完全です。保存したリンクを最後まで開いてください。',
  'respond.conversation.heading': 'あなたのコメントについてのスレッド',
  'respond.conversation.on': '<b>{title}</b>について。あなたは匿名です。',
  'respond.conversation.onNamed':
    '<b>{title}</b>について。あなたは匿名ですが、名前<b>{name}</b>を表示することを選びました。',
  'respond.conversation.waiting':
    'まだ返信はありません。マネージャーがコメントに返信したら、この同じリンクからここで読めます。',
  'respond.conversation.messages': 'メッセージ',
  'respond.conversation.manager': 'マネージャー',
  'respond.conversation.you': 'あなた',
  'respond.conversation.pending': '配信待ち（数時間以内に届きます）',
  'respond.conversation.delay':
    'あなたのメッセージは、送信から数時間後に他のメッセージとまとめてマネージャーに届きます。送信時刻からあなたが特定されないようにするためです。',
  'respond.conversation.closed': 'このスレッドは終了しました。これ以上メッセージは送れません。',
  'respond.conversation.answer': 'あなたの返信',
  'respond.conversation.send': '返信を送る',
  'respond.conversation.showName': '名前を表示する…',
  'respond.conversation.nameLabel': 'このスレッドで表示する名前',
  'respond.conversation.continue': '続ける',
  'respond.conversation.cancel': 'キャンセル',
  'respond.conversation.confirmName':
    'このスレッドでマネージャーに<b>{name}</b>と表示しますか？元に戻すことはできず、マネージャーはこのコメントをあなたと結び付けられるようになります。',
  'respond.conversation.yesShow': 'はい、名前を表示します',
  'respond.conversation.keepAnonymous': '匿名のままにする',
  'respond.conversation.close': 'スレッドを終了する…',
  'respond.conversation.closeConfirm':
    'このスレッドを終了しますか？あなたもマネージャーも、これ以上書き込めなくなります。',
  'respond.conversation.closeIt': '終了する',
  'respond.conversation.keepOpen': '続ける（終了しない）',
};

export const mail: Record<RespondMailId, string> = {
  'respond.mail.yourTeam': 'あなたのチーム',
  'respond.mail.anonymous':
    '回答は匿名です。誰が回答したかは誰にもわからず、結果は十分な人数が回答してから表示されます。',
  'respond.mail.named':
    'このアンケートは匿名ではありません。あなたのメールアドレスが回答と一緒に保存されます。',
  'respond.mail.takeSurvey': 'アンケートに回答する',
  'respond.mail.buttonFallback':
    'ボタンが機能しない場合は、このリンクをブラウザにコピーしてください：',
  'respond.mail.footer': 'Candor · 匿名のチームパルスサーベイ',
  'respond.mail.invitation.subject': 'アンケート：{title}',
  'respond.mail.invitation.preheader': '{title}：{team}からの短いアンケートです。',
  'respond.mail.invitation.intro': '{team}が率直なご意見をお待ちしています。所要時間は数分です。',
  'respond.mail.invitation.sentBy': '送信者：{sender}',
  'respond.mail.invitation.sentByTeam': '送信者：{sender}（{team}）',
  'respond.mail.invitation.footnote':
    'このリンクはあなた専用で、一度だけ使えます。このメールは転送しないでください。心当たりがない場合は、このメールを無視してください。',
  'respond.mail.reminder.subject': 'リマインダー：{title}',
  'respond.mail.reminder.preheader': 'リマインダー：{team}からの短いアンケート「{title}」',
  'respond.mail.reminder.intro':
    'リマインダーです。まだ回答されていない場合は、{team}が率直なご意見をお待ちしています。所要時間は数分です。',
  'respond.mail.reminder.footnote':
    'このリンクはあなた専用で、回答は一度だけです。以前のメールのリンクも使えます。このメールは転送しないでください。',
  'respond.mail.conversationReply.subject': '「{title}」へのコメントに新しい返信があります',
  'respond.mail.conversationReply.preheader':
    'マネージャーがあなたの匿名コメントに返信しました。あなたは匿名のままです。',
  'respond.mail.conversationReply.heading': 'スレッドに新しい返信があります',
  'respond.mail.conversationReply.body':
    '「{title}」へのあなたの匿名コメントに、マネージャーが返信しました。専用スレッドを開いて返信を読み、答えることができます。あなたは匿名のままです。',
  'respond.mail.conversationReply.action': '返信を読む',
  'respond.mail.conversationReply.private':
    'ボタンのリンクはあなたの会話です。このメールは他の人に見せたり転送したりしないでください。',
  'respond.mail.conversationReply.unsubscribe':
    'このメールは、このスレッドへの返信の通知を希望されたためお送りしています。配信を停止するには、次のリンクを開いてください：{url}',
};
