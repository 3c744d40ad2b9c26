import type { AppMessage } from '../i18n/define-messages';
import { appIntl } from '../i18n/intl';

/**
 * A message in the app's language for code outside React (toasts a module raises, the error
 * catalogue, the shortcut list): the provider's intl once it has rendered, else the English
 * default with its `{arguments}` filled in (unit tests, text made before the first render).
 */
export function appText(message: AppMessage, values?: Record<string, string | number>): string {
  const intl = appIntl();
  if (intl) return intl.formatMessage(message, values);
  return message.defaultMessage.replace(/\{(\w+)\}/g, (all, name: string) =>
    String(values?.[name] ?? all),
  );
}
