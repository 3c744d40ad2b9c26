// The pure-JavaScript JPEG decoder the upload check uses, typed for what it calls.

declare module 'jpeg-js/lib/decoder.js' {
  interface DecodeOptions {
    useTArray?: boolean;
    formatAsRGBA?: boolean;
    tolerantDecoding?: boolean;
    maxResolutionInMP?: number;
    maxMemoryUsageInMB?: number;
  }
  export default function decode(
    data: Uint8Array,
    options?: DecodeOptions,
  ): { width: number; height: number; data: Uint8Array };
}

// Its encoder: what uploads are stored as when they were JPEG (decision 0037).
declare module 'jpeg-js/lib/encoder.js' {
  export default function encode(
    image: { data: Uint8Array; width: number; height: number },
    quality?: number,
  ): { data: Buffer; width: number; height: number };
}
