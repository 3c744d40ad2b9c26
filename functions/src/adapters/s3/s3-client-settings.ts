export interface S3Location {
  bucket: string;
  region: string;
  /** Endpoint of an S3-compatible store (local), addressed path-style; AWS's own otherwise. */
  endpoint?: string;
}

/** The S3 client settings of the file store and of its health probe alike. */
export function s3ClientSettings(location: S3Location) {
  return {
    region: location.region,
    // The local store has no per-bucket host names: `<endpoint>/<bucket>/<key>`.
    ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
    // A checksum only where S3 requires one: the files are small and sent in one request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  } as const;
}
