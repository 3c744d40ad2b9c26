import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

export interface FileStore {
  endpoint: string;
  stop(): Promise<void>;
}

/** The S3 stand-in (s3rver): files kept under `directory`, the bucket created if missing. */
export async function startFileStore(options: {
  directory: string;
  bucket: string;
}): Promise<FileStore> {
  mkdirSync(options.directory, { recursive: true });
  // Port 0: the OS picks one nothing holds, with no gap in which another process could take it.
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => server.close(),
  };
}
