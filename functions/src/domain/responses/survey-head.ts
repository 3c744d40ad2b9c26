import type { SurveyRecord } from '../surveys/ports';

/**
 * The survey as its answers and its results name it at their head: which one, and the anonymity
 * that decides what they show.
 */
export function surveyHead(survey: SurveyRecord) {
  return {
    id: survey.id,
    title: survey.title,
    isAnonymous: survey.isAnonymous,
    anonymityThreshold: survey.anonymityThreshold,
  };
}
