import { GetAccountCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { awsClientSettings, type AwsConnection } from '../aws-http/client-settings';
import { ProbeError, type ServiceProbe } from '../../domain/platform/health-service';

/**
 * The mail service answers when SES v2 GetAccount succeeds and sending is enabled. One try of at
 * most 2 s: the health check reports what it sees rather than waiting out retries.
 */
export function mailProbe(connection: AwsConnection): ServiceProbe {
  const client = new SESv2Client(
    awsClientSettings(connection, { attempts: 1, connectMs: 2000, answerMs: 2000 }),
  );
  return {
    async check(signal) {
      let account;
      try {
        account = await client.send(new GetAccountCommand({}), { abortSignal: signal });
      } catch (error) {
        if (signal.aborted) throw new ProbeError('did not answer in time');
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        if (status !== undefined) throw new ProbeError(`answered ${status}`);
        throw error;
      }
      if (account.SendingEnabled === false) throw new ProbeError('sending is paused');
    },
  };
}
