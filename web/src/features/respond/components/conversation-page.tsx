import { useEffect, useId, useRef, useState } from 'react';
import type { RespondentConversation } from '../../../../../shared/src/api/conversations';
import {
  answerConversation,
  closeConversation,
  readConversation,
  revealName,
  stopConversationMail,
  type ConversationResult,
} from '../api/conversation-api';
import { ConversationMail } from './conversation-mail';
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
  secret,
  apiBase = '',
  stopMail = false,
}: {
  secret: string | null;
  apiBase?: string;
  /** Opened from a mail's stop link (`?stop=mail`): the e-mails stop as the page loads. */
  stopMail?: boolean;
}) {
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
    document.title =
      state.kind === 'ready'
        ? `Conversation: ${state.conversation.surveyTitle} · Candor`
        : 'Conversation · Candor';
  }, [state]);

  if (state.kind === 'loading') {
    return (
      <PageFrame>
        <h1 className="title">Conversation</h1>
        <p className="lead" role="status">
          Loading your conversation…
        </p>
      </PageFrame>
    );
  }
  if (state.kind === 'missing' || state.kind === 'error') {
    return (
      <PageFrame>
        <h1 className="title">Conversation not found</h1>
        <p className="lead">
          {state.kind === 'error'
            ? state.message
            : 'This conversation link is not complete. Open the whole link you saved.'}
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
        Conversation about your comment
      </h1>
      {stopped ? (
        <p className="lead" role="status">
          You will get no more e-mails about this conversation: your address was deleted.
        </p>
      ) : null}
      <p className="hint">
        On <strong>{conversation.surveyTitle}</strong>. You are anonymous
        {conversation.revealedName ? (
          <>
            {' '}
            — except that you chose to show your name, <strong>{conversation.revealedName}</strong>
          </>
        ) : null}
        .
      </p>
      {conversation.comment ? (
        <blockquote className="comment-quote">{conversation.comment}</blockquote>
      ) : null}
      {conversation.status === 'waiting' ? (
        <p className="lead">
          No reply yet. When a manager replies to your comment, you will read it here with this same
          link.
        </p>
      ) : (
        <>
          <h2 className="receipt-title">Messages</h2>
          <ol className="messages">
            {conversation.messages.map((m, i) => (
              <li key={i} className={`message${m.from === 'respondent' ? ' message-mine' : ''}`}>
                <span className="message-meta">
                  {m.from === 'manager' ? 'Manager' : 'You'}
                  {m.pending
                    ? ' · on its way (delivered within hours)'
                    : m.day
                      ? ` · ${m.day}`
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
          <p className="hint">
            Your messages reach the manager a few hours after you send them, all at once with
            others, so their timing cannot point to you.
          </p>
          <div className="conversation-more">
            {conversation.revealedName ? null : (
              <RevealName onReveal={(name) => revealName(apiBase, secret, name).then(update)} />
            )}
            <CloseButton onClose={() => closeConversation(apiBase, secret).then(update)} />
          </div>
        </>
      ) : conversation.status === 'closed' ? (
        <p className="lead">You closed this conversation: no more messages can be sent.</p>
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
      <label htmlFor={id}>Your answer</label>
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
        Send answer
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
  if (step === 'closed') {
    return (
      <div>
        <button type="button" className="button button-secondary" onClick={() => setStep('name')}>
          Show my name…
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
        <label htmlFor={id}>The name to show in this conversation</label>
        <input
          id={id}
          className="input"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="conversation-actions">
          <button type="submit" className="button button-secondary" disabled={!name.trim()}>
            Continue
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setStep('closed')}
          >
            Cancel
          </button>
        </div>
      </form>
    );
  }
  return (
    <div role="group" aria-labelledby={`${id}-confirm`}>
      <p id={`${id}-confirm`} className="lead">
        Show <strong>{name.trim()}</strong> to the manager in this conversation? This cannot be
        undone, and they can then link this comment to you.
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
          Yes, show my name
        </button>
        <button type="button" className="button button-secondary" onClick={() => setStep('closed')}>
          Keep me anonymous
        </button>
      </div>
    </div>
  );
}

function CloseButton({ onClose }: { onClose: () => Promise<ConversationResult> }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!asking) {
    return (
      <div>
        <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
          Close conversation…
        </button>
      </div>
    );
  }
  return (
    <div>
      <p className="lead">Close this conversation? Neither you nor the manager can write again.</p>
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
          Close it
        </button>
        <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
          Keep it open
        </button>
      </div>
    </div>
  );
}
