import { ProbeError, type ServiceProbe } from '../../domain/platform/health-service';
import { signedFetch } from '../aws-http/signed-request';

export interface FilesProbeOptions {
  bucket: string;
  region: string;
  /** Path-style endpoint of an S3-compatible store; AWS's virtual-hosted endpoint otherwise. */
  endpoint?: string;
}

/** The file store answers when a signed HeadBucket on our bucket succeeds. */
export function filesProbe(options: FilesProbeOptions): ServiceProbe {
  const url = options.endpoint
    ? new URL(`${options.endpoint.replace(/\/$/, '')}/${options.bucket}`)
    : new URL(`https://${options.bucket}.s3.${options.region}.amazonaws.com/`);
  return {
    async check(signal) {
      const response = await signedFetch({
        service: 's3',
        region: options.region,
        url,
        method: 'HEAD',
        timeoutMs: 2000,
      });
      if (signal.aborted) throw new ProbeError('did not answer in time');
      if (response.status === 404) throw new ProbeError('bucket not found');
      if (!response.ok) throw new ProbeError(`answered ${response.status}`);
    },
  };
}
