import type { ErrorObject, ErrorToast } from './error-catalogue';
import { toastDurations } from './toast-durations';
import type { Toaster } from './toast-store';

/**
 * The toast store (Chakra's, with its toast machine helpers) loads on first use, together with
 * the view that renders it (components/toaster.tsx): neither is needed for the first paint.
 * Toasts raised before it arrives are shown, in order, as soon as it has.
 */
let store: Toaster | undefined;
let loading: Promise<Toaster> | undefined;
const waiting: ((store: Toaster) => void)[] = [];

/** The store, loading it if needed. */
export function loadToaster(): Promise<Toaster> {
  loading ??= import('./toast-store').then((m) => {
    store = m.toaster;
    for (const run of waiting.splice(0)) run(m.toaster);
    return m.toaster;
  });
  return loading;
}

function withToaster(run: (store: Toaster) => void): void {
  if (store) {
    run(store);
    return;
  }
  waiting.push(run);
  void loadToaster();
}

let nextId = 0;

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** What a toast carries besides its message (spec 1 §3, Toast). */
export interface ToastMeta {
  /** Shown behind a 'Show details' toggle: message, details and action. */
  error?: ErrorObject;
}

export interface ToastOptions {
  /** A toast with the id of one already shown replaces it instead of stacking a second. */
  id?: string;
  /** A bold first line; the message then follows it. */
  title?: string;
  duration?: number;
  error?: ErrorObject;
  action?: { label: string; onClick: () => void };
}

const kindDurations: Record<ToastKind, number> = {
  success: toastDurations.success,
  error: toastDurations.error,
  warning: toastDurations.default,
  info: toastDurations.default,
};

/** Error toasts raised and not yet cleared by a success. */
const failures = new Set<string>();

function show(type: ToastKind, message: string, options: ToastOptions = {}): string {
  const meta: ToastMeta = options.error ? { error: options.error } : {};
  const id = options.id ?? `toast-${++nextId}`;
  // Something just worked: a failure still on screen is out of date (the retry succeeded, or the
  // user moved on), so it goes rather than contradicting the success beside it.
  if (type === 'success' && failures.size > 0) {
    const stale = [...failures];
    failures.clear();
    withToaster((toaster) => stale.forEach((old) => toaster.dismiss(old)));
  }
  if (type === 'error') failures.add(id);
  withToaster((toaster) =>
    toaster.create({
      id,
      type,
      title: options.title ?? message,
      description: options.title ? message : undefined,
      duration: options.duration ?? kindDurations[type],
      closable: true,
      meta,
      ...(options.action ? { action: options.action } : {}),
    }),
  );
  return id;
}

/** Raises toasts of the spec's kinds with its default durations. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /**
   * A failure as the error catalogue describes it (see error-catalogue.ts). The same failure
   * again (same title and message) replaces the one shown instead of stacking a copy.
   */
  failure: (content: ErrorToast, options?: ToastOptions) =>
    show('error', content.message, {
      id: `failure:${content.title}:${content.message}`,
      title: content.title,
      duration: content.duration,
      error: content.error,
      ...options,
    }),
  dismiss: (id?: string) => withToaster((toaster) => toaster.dismiss(id)),
};
