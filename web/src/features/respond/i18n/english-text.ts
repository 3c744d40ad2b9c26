import type { RespondPageId } from '#shared/i18n/respond/en';
import { cachedPageMessages } from './page-messages';

/**
 * The English page messages that are plain text (no argument, plural or tag), read from English's
 * syntax trees, which the page has anyway: the words the server and the api client write in
 * English, so the page can tell which message they are. The built page thus carries English once,
 * compiled, not a second time as the catalog's text (decision 0060).
 */
let plain: Map<RespondPageId, string> | undefined;

export function plainEnglish(): ReadonlyMap<RespondPageId, string> {
  if (!plain) {
    plain = new Map();
    for (const [id, tree] of Object.entries(cachedPageMessages('en') ?? {})) {
      if (tree.every((element) => element.type === 0)) {
        plain.set(
          id as RespondPageId,
          tree.map((element) => (element as { value: string }).value).join(''),
        );
      }
    }
  }
  return plain;
}

/** An English message that is plain text, e.g. 'Could not load the survey.'. */
export function englishText(id: RespondPageId): string {
  const text = plainEnglish().get(id);
  if (text === undefined) throw new Error(`${id} is not a plain English message`);
  return text;
}
