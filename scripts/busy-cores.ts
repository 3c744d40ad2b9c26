import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';

/**
 * Busy processes that hog the machine's cores while the tests run, so a test that depends on how
 * fast the machine is fails here rather than on CI: `npm test -- --stress`, or any command with
 * `node --import tsx scripts/busy-cores.ts [--busy N] -- <command> [args…]`.
 */

/** One process that spins for ever; it dies with its parent (stdin closes) or on SIGTERM. */
const spinner = `
  process.stdin.on('end', () => process.exit(0)).resume();
  setInterval(() => {}, 1 << 30);
  const spin = () => { const until = Date.now() + 50; while (Date.now() < until); setImmediate(spin); };
  spin();
`;

export interface BusyCores {
  count: number;
  stop(): void;
}

/** Starts `count` busy processes (one a core by default), competing with the tests as equals. */
export function startBusyCores(count = availableParallelism()): BusyCores {
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i++) {
    children.push(
      spawn(process.execPath, ['-e', spinner], { stdio: ['pipe', 'ignore', 'ignore'] }),
    );
  }
  const stop = () => {
    for (const child of children) {
      child.stdin?.end();
      child.kill('SIGKILL');
    }
    children.length = 0;
  };
  process.once('exit', stop);
  return { count, stop };
}

/** `--busy N` (or `--busy=N`) from an argument list, and the arguments without it. */
export function busyOption(args: string[]): { busy: number | undefined; rest: string[] } {
  const rest: string[] = [];
  let busy: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const inline = /^--busy=(\d+)$/.exec(arg);
    if (inline) busy = Number(inline[1]);
    else if (arg === '--busy' && /^\d+$/.test(args[i + 1] ?? '')) busy = Number(args[++i]);
    else rest.push(arg);
  }
  return { busy, rest };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const split = args.indexOf('--');
  const { busy } = busyOption(split === -1 ? [] : args.slice(0, split));
  const command = split === -1 ? args : args.slice(split + 1);
  if (command.length === 0) {
    console.error('usage: node --import tsx scripts/busy-cores.ts [--busy N] -- <command> [args…]');
    process.exit(2);
  }
  const cores = startBusyCores(busy);
  console.log(`${cores.count} busy processes beside: ${command.join(' ')}`);
  const result = spawnSync(command[0]!, command.slice(1), { stdio: 'inherit', shell: false });
  cores.stop();
  process.exit(result.status ?? 1);
}
