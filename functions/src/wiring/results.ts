import { IMAGE_MAX_BYTES } from '#shared/domain/brand';
import { DynamoQuestionTallyStore } from '../adapters/dynamodb/question-tally-store';
import { DynamoRoundStore } from '../adapters/dynamodb/round-store';
import { DynamoReadLogStore } from '../adapters/dynamodb/share-store';
import { DynamoTeamReads } from '../adapters/dynamodb/team-reads';
import { DynamoTeamTallyStore } from '../adapters/dynamodb/team-tally-store';
import { pdfImageOf, type PdfImage } from '../formats/pdf/pdf-image';
import { SurveyResultsService, type ReportBrand } from '../domain/results/results-service';
import { TeamResultsService } from '../domain/results/team-results';
import type { ReadKind } from '../domain/shares/ports';
import { ResultsReadLog } from '../domain/shares/read-log';
import type { SurveyService } from '../domain/surveys/survey-service';
import { now } from '../lib/clock';
import { logger } from '../lib/logger';
import { files, once, service, single, store, teamRecords } from './shared';
import { surveyService } from './surveys';

/** Who opened a team's results and exports, by day (R59, R60; decision 0054). */
export function resultsReadLog(): ResultsReadLog {
  return service(ResultsReadLog, () => ({ reads: store(DynamoReadLogStore), now }));
}

/**
 * The survey as its managers may see it, with the read logged for its teams before any figure is
 * read: results nobody was logged opening are never shown.
 */
function loggedAccess(kind: ReadKind): Pick<SurveyService, 'managed'> {
  return resultsReadLog().logged(surveyService(), kind);
}

/** The results service over the table; `brand` only where a PDF is written. */
export function resultsService(
  brand?: ConstructorParameters<typeof SurveyResultsService>[4],
  teams?: ConstructorParameters<typeof SurveyResultsService>[5],
  read: ReadKind = brand ? 'export' : 'results',
): SurveyResultsService {
  return new SurveyResultsService(
    loggedAccess(read),
    store(DynamoRoundStore),
    store(DynamoQuestionTallyStore),
    now,
    brand,
    teams,
  );
}

/** The team heatmap (decision 0040): released team tallies only. */
export function surveyTeamResults(): TeamResultsService {
  return single(TeamResultsService, () => [
    loggedAccess('heatmap'),
    store(DynamoRoundStore),
    store(DynamoTeamReads),
    store(DynamoTeamTallyStore),
    now,
  ]);
}

/** A survey's results view (decision 0031). */
export function surveyResults(): SurveyResultsService {
  return once(surveyResults, () => resultsService());
}

/**
 * The results with their files: a PDF also reads the brand of the survey's first team, its colour
 * (one read) and its logo (one GetObject when it has one; a logo that cannot be read leaves the
 * report without it). Apart from `surveyResults` so the view's function bundles no S3 client or
 * image decoder.
 */
export function surveyResultsFiles(): SurveyResultsService {
  return once(surveyResultsFiles, () =>
    resultsService(reportBrand, (survey, round) =>
      surveyTeamResults().of(survey, round === undefined ? {} : { round }),
    ),
  );
}

/** A report's brand: the colour and logo of the survey's first team (one read, one GetObject). */
export async function reportBrand(teamIds: string[]): Promise<ReportBrand> {
  const team = (await teamRecords().teams(teamIds.slice(0, 1)))[0];
  if (!team) return {};
  let logo: PdfImage | undefined;
  if (team.logoKey) {
    try {
      const bytes = await files().bytes(team.logoKey, IMAGE_MAX_BYTES);
      logo = bytes ? pdfImageOf(bytes) : undefined;
    } catch (error) {
      logger.warn('report logo not read', { error: String(error) });
    }
  }
  return { color: team.brandColor, ...(logo ? { logo } : {}) };
}
