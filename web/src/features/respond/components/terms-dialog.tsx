import { useEffect, useRef } from 'react';
import { useRespondText } from '../i18n/respond-intl';

interface TermsDialogProps {
  open: boolean;
  isAnonymous: boolean;
  onClose: () => void;
  /** Ticks the Terms of Service box and closes. */
  onAccept: () => void;
}

/**
 * The Terms of Service in a native modal `<dialog>`: the browser traps focus, closes it on
 * Escape and returns focus to the button that opened it, with no dialog library on this page.
 */
export function TermsDialog({ open, isAnonymous, onClose, onAccept }: TermsDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { text } = useRespondText();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="terms-title"
      aria-describedby="terms-summary"
      onClose={onClose}
    >
      <h2 id="terms-title" className="dialog-title">
        {text('respond.terms.title')}
      </h2>
      {/* It scrolls on a small screen: focusable, so the keyboard can scroll it too. */}
      <div className="dialog-body" role="region" aria-labelledby="terms-title" tabIndex={0}>
        <p id="terms-summary">{text('respond.terms.summary')}</p>
        <ul>
          <li>{text('respond.terms.voluntary')}</li>
          <li>{isAnonymous ? text('respond.terms.anonymous') : text('respond.terms.named')}</li>
          <li>{text('respond.terms.asWritten')}</li>
          <li>{text('respond.terms.use')}</li>
          <li>{text('respond.terms.respect')}</li>
          <li>{text('respond.terms.final')}</li>
        </ul>
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {text('respond.terms.close')}
        </button>
        <button type="button" className="button button-primary" onClick={onAccept}>
          {text('respond.terms.accept')}
        </button>
      </div>
    </dialog>
  );
}
