import type { SchedulerPort } from '../../domain/platform/scheduler';

/**
 * Where the local runtime installs its in-process scheduler, so the wiring can hand it to
 * services behind the scheduler port. Unused in the cloud.
 */
let installed: SchedulerPort | undefined;

export function installLocalScheduler(scheduler: SchedulerPort | undefined): void {
  installed = scheduler;
}

export function localScheduler(): SchedulerPort {
  if (!installed) throw new Error('The local scheduler is not running');
  return installed;
}
