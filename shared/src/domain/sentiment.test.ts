import { describe, expect, it } from 'vitest';
import { sentimentClass } from './sentiment';

describe('sentiment classes', () => {
  it('above 0.7 positive, below 0.3 negative, else neutral; percentages divided by 100', () => {
    expect(sentimentClass(0.71)).toBe('positive');
    expect(sentimentClass(0.7)).toBe('neutral');
    expect(sentimentClass(0.3)).toBe('neutral');
    expect(sentimentClass(0.29)).toBe('negative');
    expect(sentimentClass(85)).toBe('positive');
    expect(sentimentClass(12)).toBe('negative');
  });
});
