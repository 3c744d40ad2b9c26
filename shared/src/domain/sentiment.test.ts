import { describe, expect, it } from 'vitest';
import { responsesNeeded, responsesNeededMessage, sentimentClass } from './sentiment';

describe('sentiment classes', () => {
  it('above 0.7 positive, below 0.3 negative, else neutral; percentages divided by 100', () => {
    expect(sentimentClass(0.71)).toBe('positive');
    expect(sentimentClass(0.7)).toBe('neutral');
    expect(sentimentClass(0.3)).toBe('neutral');
    expect(sentimentClass(0.29)).toBe('negative');
    expect(sentimentClass(85)).toBe('positive');
    expect(sentimentClass(12)).toBe('negative');
  });

  it('how many more responses an anonymous survey needs', () => {
    expect(responsesNeeded(1, 3)).toBe(2);
    expect(responsesNeeded(5, 3)).toBe(0);
    expect(responsesNeededMessage(1)).toBe('1 more response needed');
    expect(responsesNeededMessage(2)).toBe('2 more responses needed');
  });
});
