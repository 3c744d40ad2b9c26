import { useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import { conversationUrl } from '../api/conversation-api';
import { ConversationMail } from './conversation-mail';
import { useRespondText } from '../i18n/respond-intl';

/**
 * The private conversation link, shown once on the thank-you page (decision 0052): a manager may
 * reply to the comment, and only this link reads and answers it. Nothing about it is kept in the
 * browser; the mail link is built here and opens the respondent's own mail app.
 */
export function ConversationLink({ secret }: { secret: string }) {
  const { text } = useRespondText();
  const url = conversationUrl(window.location.origin, secret);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const [showQr, setShowQr] = useState(false);
  const qr = useMemo(
    () => (showQr ? renderSVG(url, { pixelSize: 4, border: 2 }) : ''),
    [showQr, url],
  );
  const mail = `mailto:?subject=${encodeURIComponent(text('respond.link.mailSubject'))}&body=${encodeURIComponent(
    text('respond.link.mailBody', { url }),
  )}`;
  return (
    <section className="receipt conversation-link" aria-labelledby="conversation-link-heading">
      <h2 id="conversation-link-heading" className="receipt-title">
        {text('respond.link.heading')}
      </h2>
      <p className="hint">{text('respond.link.hint')}</p>
      <input
        className="input conversation-url"
        readOnly
        value={url}
        aria-label={text('respond.link.label')}
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
          {text('respond.link.copy')}
        </button>
        <a className="button button-secondary" href={mail}>
          {text('respond.link.mail')}
        </a>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={showQr}
          onClick={() => setShowQr((shown) => !shown)}
        >
          {showQr ? text('respond.link.hideQr') : text('respond.link.showQr')}
        </button>
      </div>
      <p className="hint" role="status">
        {copied === 'yes'
          ? text('respond.link.copied')
          : copied === 'no'
            ? text('respond.link.copyFailed')
            : ''}
      </p>
      {showQr ? (
        <div
          className="conversation-qr"
          role="img"
          aria-label={text('respond.link.qr')}
          // The SVG is made here from the link; nothing from the server goes into it.
          dangerouslySetInnerHTML={{ __html: qr }}
        />
      ) : null}
      <ConversationMail secret={secret} requested={false} />
    </section>
  );
}
