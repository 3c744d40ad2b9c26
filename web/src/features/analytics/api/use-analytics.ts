import useSWR, { type SWRResponse } from 'swr';
import type {
  Analytics,
  AnalyticsFilters,
  AnalyticsRange,
  ExportFormat,
} from '#shared/api/analytics';
import { apiKey, apiRequest, type ApiError, type Download } from '../../../lib/api-client';
import { pageLocale } from '../../../lib/page-locale';

/** The page's view: a range and, optionally, one survey or one team (issue #27). */
export interface AnalyticsView extends AnalyticsFilters {
  range: AnalyticsRange;
}

const queryOf = ({ range, survey, team }: AnalyticsView) => ({
  range,
  ...(survey ? { survey } : {}),
  ...(team ? { team } : {}),
});

/**
 * The analytics of a view (GET /api/analytics?range=…&survey=…&team=…&t=…). The key is the path
 * with its range and filters; the `t` the spec adds is a fresh timestamp on each request, so no
 * cache in between keeps an old answer. The last view's figures stay while the next one loads
 * (the page marks them busy), so the filters do not jump away under the pointer.
 */
export function useAnalytics(view: AnalyticsView): SWRResponse<Analytics, ApiError> {
  const query = queryOf(view);
  return useSWR<Analytics, ApiError>(
    apiKey('GetAnalytics', { query }),
    () => apiRequest('GetAnalytics', { query: { ...query, t: String(Date.now()) } }),
    { keepPreviousData: true },
  );
}

/** Asks for the export and hands the file to the browser under the server's name. */
export async function downloadAnalytics(view: AnalyticsView, format: ExportFormat) {
  const locale = pageLocale();
  const { file, fileName } = (await apiRequest('ExportAnalytics', {
    query: { format, ...queryOf(view), ...(locale ? { locale } : {}) },
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
