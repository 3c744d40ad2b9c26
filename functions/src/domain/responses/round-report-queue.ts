// A round's report queue lives in `domain/rounds/`; this name is kept only for the DynamoDB
// adapters that still import it (they move with the table layer), then goes.
export type { QueuedRoundReport, RoundReportClaims, RoundReportOutbox } from '../rounds/ports';
