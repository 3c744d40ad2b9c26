import { useId, useState } from 'react';
import {
  requestConversationMail,
  stopConversationMail,
  type ConversationResult,
} from '../api/conversation-api';

/**
 * "E-mail me when there is a reply" (decision 0058), on the thank-you page's conversation card
 * and on the conversation page: an address the respondent types, optional, kept encrypted with
 * the conversation only; with a way to stop (here, and a link in each mail).
 */
export function ConversationMail({
  secret,
  requested,
  apiBase = '',
  onChange,
  level = 3,
}: {
  secret: string;
  requested: boolean;
  apiBase?: string;
  /** The heading's level where it stands (2 on its own page, 3 in the thank-you card). */
  level?: 2 | 3;
  onChange?: (result: ConversationResult & { kind: 'ok' }) => void;
}) {
  const [email, setEmail] = useState('');
  const [isRequested, setRequested] = useState(requested);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const done = (result: ConversationResult, message: string) => {
    setBusy(false);
    if (result.kind === 'ok') {
      setRequested(result.conversation.mailRequested);
      setError(null);
      setEmail('');
      setStatus(message);
      onChange?.(result);
    } else {
      setError(result.fields?.email ?? result.message);
    }
  };
  return (
    <div className="conversation-mail" role="group" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="receipt-title">
        E-mail me when there is a reply
      </Heading>
      {isRequested ? (
        <>
          <p className="hint">
            You will get an e-mail when a manager replies, a few hours after they write. Your
            address is kept encrypted with this conversation only.
          </p>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={busy ? 'true' : undefined}
            onClick={() => {
              if (busy) return;
              setBusy(true);
              void stopConversationMail(apiBase, secret).then((result) =>
                done(result, 'No more e-mails: your address was deleted.'),
              );
            }}
          >
            Stop e-mails
          </button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (busy || !email.trim()) return;
            setBusy(true);
            void requestConversationMail(apiBase, secret, email.trim()).then((result) =>
              done(result, 'Saved: we will e-mail you when there is a reply.'),
            );
          }}
        >
          <p className="hint" id={`${id}-what`}>
            Optional. If you type your address, it is kept encrypted with this conversation only
            (not in your answer, your invitation or your team) and opened only by Candor’s mail
            system, to tell you there is a reply, with your link, hours after it is written.
            Managers never see it. You can stop at any time, here or from any of the e-mails;
            stopping deletes it.
          </p>
          <label htmlFor={id}>Your e-mail address</label>
          <input
            id={id}
            className="input"
            type="email"
            autoComplete="email"
            value={email}
            maxLength={254}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={`${id}-what${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error ? (
            <p className="field-error" id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button-secondary"
            aria-disabled={busy ? 'true' : undefined}
            disabled={!email.trim()}
          >
            E-mail me of replies
          </button>
        </form>
      )}
      <p className="hint" role="status">
        {status}
      </p>
    </div>
  );
}
