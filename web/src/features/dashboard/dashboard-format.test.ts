import { describe, expect, it } from 'vitest';
import { sentimentSummary } from './dashboard-format';

describe('average sentiment as the dashboard shows it', () => {
  it('is a whole percentage with its class, whether given as 0-1 or as a percentage', () => {
    expect(sentimentSummary(0.72)).toMatchObject({ percent: 72, label: 'Positive' });
    expect(sentimentSummary(70)).toMatchObject({ percent: 70, label: 'Neutral' });
    expect(sentimentSummary(0.299)).toMatchObject({ percent: 30, label: 'Negative' });
  });
});
