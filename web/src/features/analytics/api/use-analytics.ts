import useSWR, { type SWRResponse } from 'swr';
import type {
  Analytics,
  AnalyticsRange,
  ExportFormat,
} from '../../../../../shared/src/api/analytics';
import { apiKey, apiRequest, type ApiError, type Download } from '../../../lib/api-client';

/**
 * The analytics of a range (GET /api/analytics?range=…&t=…). The key is the path with its range;
 * the `t` the spec adds is a fresh timestamp on each request, so no cache in between keeps an
 * old answer.
 */
export function useAnalytics(range: AnalyticsRange): SWRResponse<Analytics, ApiError> {
  return useSWR<Analytics, ApiError>(apiKey('GetAnalytics', { query: { range } }), () =>
    apiRequest('GetAnalytics', { query: { range, t: String(Date.now()) } }),
  );
}

/** Asks for the export and hands the file to the browser under the server's name. */
export async function downloadAnalytics(range: AnalyticsRange, format: ExportFormat) {
  const { file, fileName } = (await apiRequest('ExportAnalytics', {
    query: { format, range },
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
