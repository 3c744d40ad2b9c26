/**
 * Numbers the store can hold exactly. DynamoDB keeps numbers from 1e-130 to 1e126 with 38
 * significant digits, and JavaScript counts exactly only up to 2^53 - 1: anything a caller sends
 * is kept within ±(2^53 - 1), and a non-zero number smaller than 1e-100 is refused rather than
 * failing to store.
 */

export const MAX_STORED_NUMBER = Number.MAX_SAFE_INTEGER;
export const MIN_STORED_MAGNITUDE = 1e-100;

export function isStorableNumber(value: number): boolean {
  if (!Number.isFinite(value) || Math.abs(value) > MAX_STORED_NUMBER) return false;
  return value === 0 || Math.abs(value) >= MIN_STORED_MAGNITUDE;
}

/** Bytes of a string in UTF-8 (what DynamoDB counts), without Buffer or TextEncoder. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
