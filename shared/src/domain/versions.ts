/**
 * Versions of what people edit (surveys, teams, the profile), decision 0025. Every read returns
 * the item's `version`; every update may carry the version it was based on, and a write based on
 * an older one changes nothing and is refused with 409 `stale_version`, so one tab can never
 * silently undo what another saved.
 */

/** The `errorType` of a write based on an older version (409). */
export const STALE_VERSION = 'stale_version';

export const STALE_VERSION_MESSAGE = 'Someone else changed this after you opened it.';

/** An item saved before versions existed, or never edited since it was made, is version 0. */
export const FIRST_VERSION = 0;
