import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone';

describe('isPhoneNumber', () => {
  it('takes numbers as people write them', () => {
    for (const phone of [
      '+44 20 7946 0958',
      '(555) 010-4477',
      '555.010.4477',
      '0301234567',
      '+1-202-555-0143',
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
  });

  it('refuses letters, a + after the start, too few or too many digits', () => {
    for (const phone of [
      'call me',
      '555-CALL-NOW',
      '12+34567890',
      '12345',
      '+1234567890123456',
      '',
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
  });
});
