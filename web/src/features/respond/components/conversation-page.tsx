import { useEffect, useId, useRef, useState } from 'react';
import type { RespondentConversation } from '#shared/api/conversations';
import {
  answerConversation,
  closeConversation,
  readConversation,
  revealName,
  stopConversationMail,
  type ConversationResult,
} from '../api/conversation-api';
import { ConversationMail } from './conversation-mail';
import type { Locale } from '#shared/i18n/locales';
import { useKnownMessage } from '../i18n/known-messages';
import { browserLocale, RespondIntl, useRespondText } from '../i18n/respond-intl';
import { PageFrame } from './page-frame';

type PageState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; conversation: RespondentConversation };

/**
 * The respondent's private conversation (`/survey/conversation#<secret>`, decision 0052): the
 * comment, the manager's replies and theirs, an answer box, showing their name (one way, confirmed
 * twice) and closing it. The secret stays in the page's fragment and goes to the server in bodies.
 */
export function ConversationPage({
  locale,
  ...props
}: {
  secret: string | null;
  apiBase?: string;
  /** Opened from a mail's stop link (`?stop=mail`): the e-mails stop as the page loads. */
  stopMail?: boolean;
  /** The language of the page's own text; the browser's when not given (decision 0060). */
  locale?: Locale;
}) {
  return (
    <RespondIntl locale={locale ?? browserLocale()}>
      <Conversation {...props} />
    </RespondIntl>
  );
}

function Conversation({
  secret,
  apiBase = '',
  stopMail = false,
}: {
  secret: string | null;
  apiBase?: string;
  stopMail?: boolean;
}) {
  const { text, rich, day } = useRespondText();
  const known = useKnownMessage();
  const [state, setState] = useState<PageState>(secret ? { kind: 'loading' } : { kind: 'missing' });
  const [stopped, setStopped] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!secret) return;
    let live = true;
    void (stopMail ? stopConversationMail : readConversation)(apiBase, secret).then((result) => {
      if (!live) return;
      if (stopMail && result.kind === 'ok') setStopped(true);
      setState(
        result.kind === 'ok'
          ? { kind: 'ready', conversation: result.conversation }
          : { kind: 'error', message: result.message },
      );
    });
    return () => {
      live = false;
    };
  }, [apiBase, secret, stopMail]);

  useEffect(() => {
    document.title = `${
      state.kind === 'ready'
        ? text('respond.conversation.documentTitle', { title: state.conversation.surveyTitle })
        : text('respond.conversation.title')
    } · Candor`;
  }, [state, text]);

  if (state.kind === 'loading') {
    return (
      <PageFrame>
        <h1 className="title">{text('respond.conversation.title')}</h1>
        <p className="lead" role="status">
          {text('respond.conversation.loading')}
        </p>
      </PageFrame>
    );
  }
  if (state.kind === 'missing' || state.kind === 'error') {
    return (
      <PageFrame>
        <h1 className="title">{text('respond.conversation.notFound')}</h1>
        <p className="lead">
          {state.kind === 'error' ? known(state.message) : text('respond.conversation.incomplete')}
        </p>
      </PageFrame>
    );
  }

  const { conversation } = state;
  const update = (result: ConversationResult) => {
    if (result.kind === 'ok') setState({ kind: 'ready', conversation: result.conversation });
    return result;
  };
  return (
    <PageFrame>
      <h1 className="title" ref={heading} tabIndex={-1}>
        {text('respond.conversation.heading')}
      </h1>
      {stopped ? (
        <p className="lead" role="status">
          You will get no more e-mails about this conversation: your address was deleted.
        </p>
      ) : null}
      <p className="hint">
        {conversation.revealedName
          ? rich('respond.conversation.onNamed', {
              title: conversation.surveyTitle,
              name: conversation.revealedName,
            })
          : rich('respond.conversation.on', { title: conversation.surveyTitle })}
      </p>
      {conversation.comment ? (
        <blockquote className="comment-quote">{conversation.comment}</blockquote>
      ) : null}
      {conversation.status === 'waiting' ? (
        <p className="lead">{text('respond.conversation.waiting')}</p>
      ) : (
        <>
          <h2 className="receipt-title">{text('respond.conversation.messages')}</h2>
          <ol className="messages">
            {conversation.messages.map((m, i) => (
              <li key={i} className={`message${m.from === 'respondent' ? ' message-mine' : ''}`}>
                <span className="message-meta">
                  {m.from === 'manager'
                    ? text('respond.conversation.manager')
                    : text('respond.conversation.you')}
                  {m.pending
                    ? ` · ${text('respond.conversation.pending')}`
                    : m.day
                      ? ` · ${day(m.day)}`
                      : ''}
                </span>
                {m.text}
              </li>
            ))}
          </ol>
        </>
      )}
      {conversation.status === 'open' && secret ? (
        <>
          <AnswerForm onSend={(text) => answerConversation(apiBase, secret, text).then(update)} />
          <p className="hint">{text('respond.conversation.delay')}</p>
          <div className="conversation-more">
            {conversation.revealedName ? null : (
              <RevealName onReveal={(name) => revealName(apiBase, secret, name).then(update)} />
            )}
            <CloseButton onClose={() => closeConversation(apiBase, secret).then(update)} />
          </div>
        </>
      ) : conversation.status === 'closed' ? (
        <p className="lead">{text('respond.conversation.closed')}</p>
      ) : null}
      {secret && (conversation.status !== 'closed' || conversation.mailRequested) ? (
        <ConversationMail
          // A new element once the server's answer changes it (the stop link, another tab).
          key={String(conversation.mailRequested)}
          secret={secret}
          requested={conversation.mailRequested}
          apiBase={apiBase}
          level={2}
        />
      ) : null}
    </PageFrame>
  );
}

function AnswerForm({ onSend }: { onSend: (text: string) => Promise<ConversationResult> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const { text: say } = useRespondText();
  return (
    <form
      className="conversation-form"
      onSubmit={(event) => {
        event.preventDefault();
        setSending(true);
        void onSend(text).then((result) => {
          setSending(false);
          if (result.kind === 'ok') {
            setText('');
            setError(null);
          } else {
            setError(result.fields?.text ?? result.message);
          }
        });
      }}
    >
      <label htmlFor={id}>{say('respond.conversation.answer')}</label>
      <textarea
        id={id}
        className="input textarea"
        value={text}
        maxLength={2000}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button-primary submit"
        aria-disabled={sending ? 'true' : undefined}
        disabled={!text.trim()}
      >
        {say('respond.conversation.send')}
      </button>
    </form>
  );
}

/** Showing one's name: a first step that asks for it, a second that says what it means. */
function RevealName({ onReveal }: { onReveal: (name: string) => Promise<ConversationResult> }) {
  const [step, setStep] = useState<'closed' | 'name' | 'confirm'>('closed');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const { text, rich } = useRespondText();
  if (step === 'closed') {
    return (
      <div>
        <button type="button" className="button button-secondary" onClick={() => setStep('name')}>
          {text('respond.conversation.showName')}
        </button>
      </div>
    );
  }
  if (step === 'name') {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) setStep('confirm');
        }}
      >
        <label htmlFor={id}>{text('respond.conversation.nameLabel')}</label>
        <input
          id={id}
          className="input"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="conversation-actions">
          <button type="submit" className="button button-secondary" disabled={!name.trim()}>
            {text('respond.conversation.continue')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setStep('closed')}
          >
            {text('respond.conversation.cancel')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div role="group" aria-labelledby={`${id}-confirm`}>
      <p id={`${id}-confirm`} className="lead">
        {rich('respond.conversation.confirmName', { name: name.trim() })}
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="conversation-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            void onReveal(name.trim()).then((result) => {
              if (result.kind === 'ok') setStep('closed');
              else setError(result.fields?.name ?? result.message);
            });
          }}
        >
          {text('respond.conversation.yesShow')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setStep('closed')}>
          {text('respond.conversation.keepAnonymous')}
        </button>
      </div>
    </div>
  );
}

function CloseButton({ onClose }: { onClose: () => Promise<ConversationResult> }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { text } = useRespondText();
  if (!asking) {
    return (
      <div>
        <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
          {text('respond.conversation.close')}
        </button>
      </div>
    );
  }
  return (
    <div>
      <p className="lead">{text('respond.conversation.closeConfirm')}</p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="conversation-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            void onClose().then((result) => {
              if (result.kind !== 'ok') setError(result.message);
            });
          }}
        >
          {text('respond.conversation.closeIt')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
          {text('respond.conversation.keepOpen')}
        </button>
      </div>
    </div>
  );
}
