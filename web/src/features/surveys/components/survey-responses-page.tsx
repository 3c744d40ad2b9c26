import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/**
 * /surveys/{surveyId}/responses: answers arrive once surveys can be sent (distribution), so for
 * now the page says so and leads back.
 */
export function SurveyResponsesPage() {
  const { surveyId = '' } = useParams();
  return (
    <Stack gap="6">
      <title>Survey Responses · Candor</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Survey Responses
      </Heading>
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <Heading as="h2" size="lg">
            Responses come with distribution
          </Heading>
          <Text color="fg.muted">
            Once surveys can be sent by e-mail and shared with teams, the answers people give will
            appear here, together with their sentiment. Anonymous results stay hidden until the
            survey’s anonymity threshold is reached.
          </Text>
          <HStack gap="3" wrap="wrap" pt="2">
            <Button asChild size="lg" colorPalette="blue">
              <RouterLink to={paths.surveyEdit.getHref(surveyId)}>Edit Survey</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to={paths.surveys.getHref()}>Back to Surveys</RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
