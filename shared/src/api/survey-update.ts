import * as z from 'zod/mini';
import { surveyBody } from './surveys';
import { versionField } from './version-fields';

/**
 * Saving a survey: the create body plus the version the edit was based on (decision 0025). Left
 * out, the save is unconditional, as for clients written before versions existed. Apart from
 * surveys.ts, which the public answer routes import.
 */
export const updateSurveyBody = z.object({
  ...surveyBody.shape,
  version: z.optional(versionField),
});
export type UpdateSurveyBody = z.infer<typeof updateSurveyBody>;
