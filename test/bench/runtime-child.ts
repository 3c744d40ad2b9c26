import { resolve } from 'node:path';
import { startLocal } from '../../infra/local/runtime';

/**
 * The local runtime in its own process for `npm run bench`, so the load generator and the server
 * do not share an event loop, and without the web build `npm start` does. Started by
 * local-runtime.ts (CANDOR_WEB_ROOT: a web build to serve); stops on SIGTERM, SIGINT, or when the parent closes stdin (parent gone).
 */
const dataDir = process.env.CANDOR_DATA_DIR;
if (!dataDir) throw new Error('CANDOR_DATA_DIR is required');

const runtime = await startLocal({
  port: 0,
  dataDir,
  root: resolve(import.meta.dirname, '../..'),
  buildWeb: false,
  ...(process.env.CANDOR_WEB_ROOT ? { webRoot: process.env.CANDOR_WEB_ROOT } : {}),
  logLevel: 'ERROR',
  // The bench reads each request's DynamoDB calls from x-candor-dynamodb-calls.
  diagnosticHeaders: true,
});
// The analytics bench seeds tallies straight into the table: it needs the database's address.
const dynamo = runtime.services.find((s) => s.name === 'DynamoDB Local')?.where;
if (dynamo) console.log(`DynamoDB Local at ${dynamo}`);
console.log(`Candor is running at ${runtime.url}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  runtime
    .stop()
    .catch((error: unknown) => console.error('stop failed:', error))
    .finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
