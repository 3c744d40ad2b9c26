import { describe, expect, it } from 'vitest';
import { surveyLinkOf } from './survey-link';

describe('surveyLinkOf', () => {
  it('reads the survey id from the path and a personal token from the query', () => {
    expect(surveyLinkOf({ pathname: '/survey/abc-123', search: '' })).toEqual({
      surveyId: 'abc-123',
      token: null,
    });
    expect(surveyLinkOf({ pathname: '/survey/abc-123/', search: '?token=t0k&x=1' })).toEqual({
      surveyId: 'abc-123',
      token: 't0k',
    });
  });

  it('names no survey for other paths or a broken escape', () => {
    expect(surveyLinkOf({ pathname: '/survey/', search: '' }).surveyId).toBeNull();
    expect(surveyLinkOf({ pathname: '/survey/a/b', search: '' }).surveyId).toBeNull();
    expect(surveyLinkOf({ pathname: '/survey/%E0%A4%A', search: '' }).surveyId).toBeNull();
  });
});
