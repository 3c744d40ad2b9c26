import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

export interface FileStore {
  endpoint: string;
  stop(): Promise<void>;
}

const UPLOAD_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

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
    // Browsers PUT images to presigned URLs from the app's page (decision 0051), as the
    // bucket's CORS rule allows in AWS.
    configureBuckets: [{ name: options.bucket, configs: [UPLOAD_CORS] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => server.close(),
  };
}
