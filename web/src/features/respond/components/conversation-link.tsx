import { useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import { conversationUrl } from '../api/conversation-api';
import { ConversationMail } from './conversation-mail';

/**
 * The private conversation link, shown once on the thank-you page (decision 0052): a manager may
 * reply to the comment, and only this link reads and answers it. Nothing about it is kept in the
 * browser; the mail link is built here and opens the respondent's own mail app.
 */
export function ConversationLink({ secret }: { secret: string }) {
  const url = conversationUrl(window.location.origin, secret);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const [showQr, setShowQr] = useState(false);
  const qr = useMemo(
    () => (showQr ? renderSVG(url, { pixelSize: 4, border: 2 }) : ''),
    [showQr, url],
  );
  const mail = `mailto:?subject=${encodeURIComponent('My private Candor conversation link')}&body=${encodeURIComponent(
    `My private link to read and answer replies to my anonymous comment:\n\n${url}\n\nAnyone with this link can read the conversation.`,
  )}`;
  return (
    <section className="receipt conversation-link" aria-labelledby="conversation-link-heading">
      <h2 id="conversation-link-heading" className="receipt-title">
        Your private conversation link
      </h2>
      <p className="hint">
        A manager may reply to your comment. This link is the only way to read and answer, and you
        stay anonymous. It is shown only now: save it somewhere private.
      </p>
      <input
        className="input conversation-url"
        readOnly
        value={url}
        aria-label="Private conversation link"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="conversation-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            navigator.clipboard
              ?.writeText(url)
              .then(() => setCopied('yes'))
              .catch(() => setCopied('no'));
          }}
        >
          Copy link
        </button>
        <a className="button button-secondary" href={mail}>
          E-mail it to myself
        </a>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={showQr}
          onClick={() => setShowQr((shown) => !shown)}
        >
          {showQr ? 'Hide QR code' : 'Show QR code'}
        </button>
      </div>
      <p className="hint" role="status">
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'no'
            ? 'Could not copy: select the link and copy it yourself.'
            : ''}
      </p>
      {showQr ? (
        <div
          className="conversation-qr"
          role="img"
          aria-label="QR code of your private conversation link, to open it on your phone"
          // The SVG is made here from the link; nothing from the server goes into it.
          dangerouslySetInnerHTML={{ __html: qr }}
        />
      ) : null}
      <ConversationMail secret={secret} requested={false} />
    </section>
  );
}
