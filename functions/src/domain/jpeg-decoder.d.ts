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
