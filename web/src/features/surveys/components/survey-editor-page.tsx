import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { useSurvey } from '../api/use-survey';
import { SURVEY_MESSAGES } from '../survey-messages';
import { SurveyEditor } from './survey-editor';

/**
 * /surveys/new and /surveys/{surveyId}/edit. A saved survey is loaded first; the editor then
 * works on its own copy until 'Save Survey'.
 */
export function SurveyEditorPage() {
  const { surveyId } = useParams();
  const { data, error, isValidating, mutate } = useSurvey(surveyId);

  if (!surveyId) return <SurveyEditor key="new" />;
  if (data) return <SurveyEditor key={surveyId} survey={data.survey} />;
  if (error) {
    const { message } = describeError(error, SURVEY_MESSAGES.loadSurveyFailed);
    return (
      <Stack gap="6">
        <title>Edit Survey · Candor</title>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title as="h1">{SURVEY_MESSAGES.loadSurveyFailed}</Alert.Title>
            {message !== SURVEY_MESSAGES.loadSurveyFailed && (
              <Alert.Description>{message}</Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
        <HStack gap="3" wrap="wrap">
          <Button
            size="lg"
            colorPalette="blue"
            loading={isValidating}
            loadingText="Retrying..."
            onClick={() => void mutate()}
          >
            Retry
          </Button>
          <Button asChild size="lg" variant="outline">
            <RouterLink to={paths.surveys.getHref()}>Back to Surveys</RouterLink>
          </Button>
        </HStack>
      </Stack>
    );
  }
  return <PageSpinner label="Loading survey" />;
}
