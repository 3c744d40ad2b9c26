import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { getHotkeysEnabled } from '../../lib/accessibility';
import { hotkeyFor, hotkeyRoutes, isTypingTarget } from '../../lib/hotkeys';

const NATIVE_ACTIVATION = new Set(['button', 'a', 'input', 'select', 'textarea', 'summary']);

/** The close control of the topmost open modal, if any. */
function topmostModalClose(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>(
    '[role=dialog][aria-modal=true], [role=alertdialog]',
  );
  const top = dialogs[dialogs.length - 1];
  if (!top) return null;
  return (
    top.querySelector<HTMLElement>('[data-part=close-trigger]') ??
    top.querySelector<HTMLElement>('button[aria-label^=Close i], button[aria-label^=close i]') ??
    null
  );
}

interface Options {
  helpOpen: boolean;
  openHelp(): void;
  closeHelp(): void;
}

/**
 * The spec's keyboard shortcuts (spec 1 §2): Alt (Option) with 1-6, D, T, S, A, R, P, H or ?; Escape;
 * Enter or Space on role=button elements. Ignored while typing and when turned off on the profile.
 */
export function useShellHotkeys({ helpOpen, openHelp, closeHelp }: Options) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (isTypingTarget(event.target)) return;
      const target = event.target as HTMLElement | null;

      if ((event.key === 'Enter' || event.key === ' ') && !event.altKey && !event.metaKey) {
        const tag = target?.tagName?.toLowerCase() ?? '';
        if (target?.getAttribute('role') === 'button' && !NATIVE_ACTIVATION.has(tag)) {
          event.preventDefault();
          target.click();
        }
        return;
      }
      if (!getHotkeysEnabled()) return;

      if (event.key === 'Escape') {
        if (helpOpen) {
          closeHelp();
          return;
        }
        const close = topmostModalClose();
        if (close) {
          close.click();
          return;
        }
        // A modal without a close control dismisses itself; anything else open means no "back".
        if (document.querySelector('[role=dialog][aria-modal=true]')) return;
        void navigate(-1);
        return;
      }

      const action = hotkeyFor(event);
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'help') openHelp();
      else void navigate(hotkeyRoutes[action.to]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, helpOpen, openHelp, closeHelp]);
}
