import { useEffect, useRef } from 'react';

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
        Terms of Service
      </h2>
      {/* It scrolls on a small screen: focusable, so the keyboard can scroll it too. */}
      <div className="dialog-body" role="region" aria-labelledby="terms-title" tabIndex={0}>
        <p id="terms-summary">
          By submitting this survey you agree to the following terms for your answers.
        </p>
        <ul>
          <li>
            Taking part is voluntary. You may skip optional questions, and nothing is sent until you
            press Submit Survey.
          </li>
          {isAnonymous ? (
            <li>
              This survey is anonymous: your name, e-mail address, IP address and device are not
              stored with your answers, and results are shown to the survey&apos;s owners only once
              enough people have responded.
            </li>
          ) : (
            <li>
              This survey is not anonymous: when you answer through a personal e-mailed link, the
              e-mail address it was sent to is stored with your answers and shown to the
              survey&apos;s owners.
            </li>
          )}
          <li>
            What you write is stored as you write it. Please leave out anything that identifies you
            or anyone else unless you mean to share it.
          </li>
          <li>
            Your answers are used by the team that sent this survey to understand how things are
            going, and are deleted when the survey is deleted.
          </li>
          <li>Keep answers respectful: no abusive, threatening or unlawful content.</li>
          <li>A response cannot be changed once it is submitted.</li>
        </ul>
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
        <button type="button" className="button button-primary" onClick={onAccept}>
          Accept the terms
        </button>
      </div>
    </dialog>
  );
}
