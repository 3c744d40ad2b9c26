import type { Invitation, SurveyResponseItem, SurveyResponses } from '#shared/api/responses';
import type { Survey } from '#shared/api/surveys';

export const SURVEY_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

export const ratingQuestion = {
  id: 'q_rating01',
  type: 'rating' as const,
  text: 'How was your week?',
  required: true,
  order: 1,
  options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
};
export const choiceQuestion = {
  id: 'q_choice01',
  type: 'multiple_choice' as const,
  text: 'What took most of your time?',
  required: false,
  order: 2,
  options: { choices: ['Meetings', 'Focused work', 'Support'] },
};
export const checkboxQuestion = {
  id: 'q_check001',
  type: 'checkbox' as const,
  text: 'Which tools helped?',
  required: false,
  order: 3,
  options: { choices: ['Chat', 'Docs', 'Video calls'] },
};
export const textQuestion = {
  id: 'q_text0001',
  type: 'textarea' as const,
  text: 'Anything else?',
  required: false,
  order: 4,
  options: { maxLength: 500 },
};

export function aSurvey(overrides: Partial<Survey> = {}): Survey {
  return {
    id: SURVEY_ID,
    title: 'Weekly pulse',
    description: '',
    isAnonymous: true,
    anonymityLocked: false,
    allowMultipleResponses: false,
    acceptingResponses: true,
    openLinkEnabled: true,
    scheduledDate: null,
    scheduled_date: null,
    reminderEnabled: false,
    reminderDays: [3, 7],
    timezone: 'UTC',
    anonymityThreshold: 3,
    questions: [ratingQuestion, choiceQuestion, checkboxQuestion, textQuestion],
    teams: [],
    response_count: 0,
    scheduled_emails: [],
    created_by: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 0,
    ...overrides,
  };
}

export function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'inv-1',
    recipient_email: 'ana@example.com',
    status: 'sent',
    sent_at: '2026-03-02',
    responded_at: null,
    ...overrides,
  };
}

export function aResponse(overrides: Partial<SurveyResponseItem> = {}): SurveyResponseItem {
  return {
    id: 'r-1',
    email: null,
    submittedAt: '2026-03-05',
    source: 'regular',
    sentiment: 0.8,
    responses: [
      { questionId: ratingQuestion.id, value: 4 },
      { questionId: choiceQuestion.id, value: 1 },
      { questionId: checkboxQuestion.id, value: [0, 2] },
      { questionId: textQuestion.id, value: 'Calmer than last week' },
    ],
    ...overrides,
  };
}

/** A page of responses as the server sends it. */
export function aResponsesPage(overrides: Partial<SurveyResponses> = {}): SurveyResponses {
  const survey = aSurvey();
  return {
    survey: {
      id: survey.id,
      title: survey.title,
      isAnonymous: survey.isAnonymous,
      anonymityThreshold: survey.anonymityThreshold,
      questions: [ratingQuestion, choiceQuestion, checkboxQuestion, textQuestion],
    },
    total: 0,
    needed: 0,
    counts: { all: 0, regular: 0, email: 0 },
    release: { groupSize: survey.anonymityThreshold, lastReleasedOn: null, waiting: false },
    responses: [],
    nextCursor: null,
    ...overrides,
  };
}
