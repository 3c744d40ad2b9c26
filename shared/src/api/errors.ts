import * as z from 'zod/mini';

/**
 * The body of every 4xx and 5xx response. `errorType` is a stable machine word the web app maps
 * to the error catalogue; `message` is safe to show a user; `fields` names invalid inputs.
 */
export const errorBody = z.object({
  message: z.string(),
  errorType: z.string(),
  details: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof errorBody>;
