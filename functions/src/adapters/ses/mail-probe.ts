import { ProbeError, type ServiceProbe } from '../../domain/platform/health-service';
import { signedFetch } from '../aws-http/signed-request';

export interface MailProbeOptions {
  region: string;
  endpoint?: string;
}

/** The mail service answers when a signed SES v2 GetAccount succeeds and sending is enabled. */
export function mailProbe(options: MailProbeOptions): ServiceProbe {
  const base = options.endpoint ?? `https://email.${options.region}.amazonaws.com`;
  const url = new URL(`${base.replace(/\/$/, '')}/v2/email/account`);
  return {
    async check(signal) {
      const response = await signedFetch({
        service: 'ses',
        region: options.region,
        url,
        method: 'GET',
        timeoutMs: 2000,
      });
      if (signal.aborted) throw new ProbeError('did not answer in time');
      if (!response.ok) throw new ProbeError(`answered ${response.status}`);
      const account = (await response.json()) as { SendingEnabled?: boolean };
      if (account.SendingEnabled === false) throw new ProbeError('sending is paused');
    },
  };
}
