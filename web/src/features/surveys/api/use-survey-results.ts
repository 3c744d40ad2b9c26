import useSWR, { type SWRResponse } from 'swr';
import type { ResultsExportFormat, SurveyResults } from '#shared/api/results';
import { pageLocale } from '../../../lib/page-locale';
import { apiKey, apiRequest, type ApiError, type Download } from '../../../lib/api-client';

const roundQuery = (round?: number) => (round === undefined ? {} : { round: String(round) });

/**
 * A survey's results, question by question (GET /api/surveys/{id}/results), of every round or
 * of one (`round`). The key is the path with its round.
 */
export function useSurveyResults(
  surveyId: string,
  round?: number,
): SWRResponse<SurveyResults, ApiError> {
  const query = roundQuery(round);
  return useSWR<SurveyResults, ApiError>(
    apiKey('GetSurveyResults', {
      params: { id: surveyId },
      ...(round === undefined ? {} : { query }),
    }),
    { keepPreviousData: true },
  );
}

/**
 * Asks for the results' CSV or PDF (its dates in the page's locale) and hands the file to the
 * browser under the server's name.
 */
export async function downloadSurveyResults(
  surveyId: string,
  round: number | undefined,
  format: ResultsExportFormat = 'csv',
): Promise<string> {
  const locale = format === 'pdf' ? pageLocale() : undefined;
  const { file, fileName } = (await apiRequest('ExportSurveyResults', {
    params: { id: surveyId },
    query: { format, ...roundQuery(round), ...(locale ? { locale } : {}) },
  })) as unknown as Download;
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
