import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner';
import { useAppIntl } from '../../../i18n/intl';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { useSurvey } from '../api/use-survey';
import { editorPageMessages as m } from '../messages';
import { SURVEY_MESSAGES } from '../survey-messages';
import { SurveyEditor } from './survey-editor';

/**
 * /surveys/new and /surveys/{surveyId}/edit. A saved survey is loaded first; the editor then
 * works on its own copy until 'Save Survey'.
 */
export function SurveyEditorPage() {
  const { surveyId } = useParams();
  const { data, error, isValidating, mutate } = useSurvey(surveyId);
  const { formatMessage } = useAppIntl();

  if (!surveyId) return <SurveyEditor key="new" />;
  if (data) return <SurveyEditor key={surveyId} survey={data.survey} />;
  if (error) {
    const failed = formatMessage(SURVEY_MESSAGES.loadSurveyFailed);
    const { message } = describeError(error, failed);
    return (
      <Stack gap="6">
        <title>{formatMessage(m.pageTitle)}</title>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title as="h1">{failed}</Alert.Title>
            {message !== failed && <Alert.Description>{message}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
        <HStack gap="3" wrap="wrap">
          <Button
            size="lg"
            colorPalette="blue"
            loading={isValidating}
            loadingText={formatMessage(m.retrying)}
            onClick={() => void mutate()}
          >
            {formatMessage(m.retry)}
          </Button>
          <Button asChild size="lg" variant="outline">
            <RouterLink to={paths.surveys.getHref()}>{formatMessage(m.back)}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    );
  }
  return <PageSpinner label={formatMessage(m.loading)} />;
}
