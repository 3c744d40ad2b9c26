/**
 * Stands in for `brotli/decompress.js` in Lambda bundles (an esbuild alias): fontkit needs it
 * only to read WOFF2 files, and the PDFs' fonts ship as WOFF (zlib), so its 475 KiB decoder
 * would be dead weight in every function that writes a PDF (decision 0056).
 */
export default function decompress(): never {
  throw new Error('WOFF2 fonts are not shipped with the functions: use the WOFF files');
}
