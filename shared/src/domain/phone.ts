/**
 * A phone number as people write it: digits with spaces, dashes, dots and brackets, an optional
 * leading '+', and 7 to 15 digits in all (E.164 allows 15). Checked in one pass, no pattern.
 */
export const PHONE_MESSAGE = 'Enter a phone number of 7 to 15 digits, like +44 20 7946 0958';

export function isPhoneNumber(text: string): boolean {
  const phone = text.trim();
  let digits = 0;
  for (let i = 0; i < phone.length; i++) {
    const c = phone[i] as string;
    if (c >= '0' && c <= '9') digits += 1;
    else if (c === '+') {
      if (i !== 0) return false;
    } else if (!' -.()'.includes(c)) return false;
  }
  return digits >= 7 && digits <= 15;
}
