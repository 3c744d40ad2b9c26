import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { ProbeError, type ServiceProbe } from '../../domain/platform/health-service';
import { s3ClientSettings, type S3Location } from './s3-client-settings';

export type FilesProbeOptions = S3Location;

/**
 * The file store answers when HeadBucket on our bucket succeeds. One try of at most 2 s: the
 * health check reports what it sees rather than waiting out retries.
 */
export function filesProbe(options: FilesProbeOptions): ServiceProbe {
  const client = new S3Client({
    ...s3ClientSettings(options),
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 2000, requestTimeout: 2000, throwOnRequestTimeout: true },
  });
  return {
    async check(signal) {
      try {
        await client.send(new HeadBucketCommand({ Bucket: options.bucket }), {
          abortSignal: signal,
        });
      } catch (error) {
        if (signal.aborted) throw new ProbeError('did not answer in time');
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        if (status === 404) throw new ProbeError('bucket not found');
        if (status !== undefined) throw new ProbeError(`answered ${status}`);
        throw error;
      }
    },
  };
}
