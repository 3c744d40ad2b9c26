import { relative } from 'node:path';
import { LocalStartError } from './errors';
import { startLocal } from './runtime';

/** `npm start` / `npm run dev`: the whole app on this machine, no AWS account needed. */
async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new LocalStartError(`PORT must be a port number, not "${process.env.PORT}".`);
  }
  const dataDir = process.env.CANDOR_DATA_DIR ?? '.data';
  // The per-request DynamoDB count, for the bench and the tests only (off as in production).
  const diagnosticHeaders = process.env.CANDOR_DIAGNOSTIC_HEADERS === 'true';
  console.log(dev ? 'Starting Candor (dev mode, hot reload)...' : 'Starting Candor...');

  const buildWeb = !dev && !process.argv.includes('--no-web-build');
  const runtime = await startLocal({ port, dataDir, dev, buildWeb, diagnosticHeaders });

  const width = Math.max(...runtime.services.map((s) => s.name.length)) + 2;
  const lines = runtime.services.map((s) => {
    const data = s.data ? `  (data: ${relative(process.cwd(), s.data) || '.'})` : '';
    return `  ${s.name.padEnd(width)}${s.where}${data}`;
  });
  console.log(`\nCandor is running at ${runtime.url}\n\n${lines.join('\n')}\n`);
  console.log('Press Ctrl-C to stop.');

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    runtime
      .stop()
      .then(() => {
        console.log('Stopped.');
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error('Could not stop cleanly:', error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof LocalStartError) {
    console.error(`\nCandor could not start: ${error.message}\n`);
  } else {
    console.error('\nCandor could not start:', error);
  }
  process.exit(1);
});
