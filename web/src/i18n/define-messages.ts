import type { MessageDescriptor } from 'react-intl';

/** A message: its id (`<feature>.<name>`) and its English text, the default (ICU syntax). */
export interface AppMessage extends MessageDescriptor {
  id: string;
  defaultMessage: string;
}

/**
 * react-intl's `defineMessages`, without loading react-intl: the app's text is declared with it
 * in every module, including those in the shell's initial JavaScript. `scripts/app-messages.ts`
 * finds its calls to build the English catalog (`messages/en.ts`).
 */
export function defineMessages<K extends string>(
  messages: Record<K, AppMessage>,
): Record<K, AppMessage> {
  return messages;
}
