import { describe, expect, it } from 'vitest';
import { textSentiment, textSentimentClass } from './text-sentiment';

describe('textSentimentClass', () => {
  it('labels a comment by its own words, neutral without any', () => {
    expect(textSentimentClass('I love the new rota, wonderful')).toBe('positive');
    expect(textSentimentClass('Terrible and awful meetings')).toBe('negative');
    expect(textSentimentClass('We met on Tuesday')).toBe('neutral');
    expect(textSentiment('We met on Tuesday')).toBeNull();
  });
});
