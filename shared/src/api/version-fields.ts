import * as z from 'zod/mini';

/**
 * The version an update was based on (decision 0025). Kept apart from fields.ts so the public
 * answer routes, which import fields.ts, carry none of it.
 */

const VERSION_MESSAGE = 'Version must be a whole number of 0 or more';

/** The version an update was based on, in a JSON body. */
export const versionField = z
  .number(VERSION_MESSAGE)
  .check(
    z.int(VERSION_MESSAGE),
    z.minimum(0, VERSION_MESSAGE),
    z.maximum(2 ** 31, VERSION_MESSAGE),
  );

/** The same in a multipart form, where every field is text. */
export const versionFormField = z.pipe(
  z.pipe(
    z.string(VERSION_MESSAGE).check(z.regex(/^\d{1,10}$/, VERSION_MESSAGE)),
    z.transform((text) => Number(text)),
  ),
  versionField,
);
