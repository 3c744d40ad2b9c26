import { Badge, Box, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { withheldComments, type QuestionInsight } from '#shared/api/analytics';
import { enpsLabel, ratingLabel } from '#shared/domain/metric-labels';

const QuestionBarsChart = lazy(() =>
  import('./analytics-charts').then((m) => ({ default: m.QuestionBarsChart })),
);

const TYPE_LABELS: Record<string, string> = {
  multiple_choice: 'Multiple choice',
  checkbox: 'Checkboxes',
  rating: 'Rating',
  text: 'Short text',
  textarea: 'Long text',
  date: 'Date',
  email: 'E-mail',
  number: 'Number',
};

/** What a question's figures say, in words a screen reader reads beside the chart. */
export function completionText(q: QuestionInsight): string {
  if (q.completionRate === null) return 'Completion not shown.';
  return `${q.completionRate}% answered (${q.answered} of ${q.responses})`;
}

/**
 * Question insights: per survey, each question's completion, its top 3 answers, ratings as their
 * mean on their own scale with the whole distribution, eNPS for 0-10 questions, a bar per choice
 * or rating, and for a text question a few short excerpts once enough people answered it
 * (decision 0019).
 */
export function QuestionInsights({ questions }: { questions: QuestionInsight[] }) {
  if (questions.length === 0) {
    return <Text color="fg.muted">No released answers to questions in this range.</Text>;
  }
  const surveys = [...new Set(questions.map((q) => q.surveyId))];
  return (
    <Stack gap="6">
      <Text textStyle="sm" color="fg.muted" data-testid="insights-rules">
        An anonymous survey&apos;s questions show once at least its threshold of people have answers
        released in the range, and then in full: every choice and rating, averages and eNPS, the
        same answers its Responses page lists. A survey below its threshold shows nothing here.
        Written answers show a few short excerpts, with nothing of who gave them or when, only once
        at least 5 people (and at least the survey&apos;s threshold) have answered.
      </Text>
      {surveys.map((id) => {
        const own = questions.filter((q) => q.surveyId === id);
        return (
          <Stack key={id} gap="3" as="section" aria-label={`Questions of ${own[0]?.survey}`}>
            <Heading as="h3" size="md">
              {own[0]?.survey}
            </Heading>
            <Box
              display="grid"
              gridTemplateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }}
              gap="4"
            >
              {own.map((q) => (
                <QuestionCard key={q.questionId} q={q} />
              ))}
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}

function QuestionCard({ q }: { q: QuestionInsight }) {
  // A rating's bars run over its whole scale (values nobody gave read 0); choices show what shows.
  const bars = q.rating
    ? q.rating.distribution.map((d) => ({ answer: `${d.value}/${q.rating?.max}`, count: d.count }))
    : q.answers;
  return (
    <Card.Root variant="subtle" data-testid="question-insight" minW="0">
      <Card.Body gap="2" p="4">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h4" size="sm" overflowWrap="anywhere">
            {q.question}
          </Heading>
          <Badge flexShrink="0">{TYPE_LABELS[q.type] ?? q.type}</Badge>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {completionText(q)}
        </Text>
        {q.rating && (
          <Text textStyle="lg" fontWeight="semibold" data-testid="rating-average">
            {q.rating.average === null
              ? 'Nobody rated it yet'
              : `Average ${ratingLabel(q.rating.average, q.rating.max)}`}
          </Text>
        )}
        {q.enps && (
          <Text textStyle="sm" data-testid="question-enps">
            eNPS {enpsLabel(q.enps.score)}: {q.enps.promoters} promoters (9-10), {q.enps.passives}{' '}
            passives (7-8), {q.enps.detractors} detractors (0-6)
          </Text>
        )}
        {q.topAnswers.length > 0 && (
          <Box>
            <Text textStyle="sm" fontWeight="medium">
              Top answers
            </Text>
            <Box as="ol" ps="5" textStyle="sm" data-testid="top-answers">
              {q.topAnswers.map((a) => (
                <li key={a.answer}>
                  {a.answer}: {a.count}
                </li>
              ))}
            </Box>
          </Box>
        )}
        {q.answers.length > 0 ? (
          <>
            <Suspense fallback={<Skeleton h="120px" />}>
              <QuestionBarsChart answers={bars} label={q.question} />
            </Suspense>
            <Box as="details">
              <Box as="summary" cursor="pointer" color="blue.fg" textStyle="sm" minH="11">
                Every answer shown, as a list
              </Box>
              <Box as="ul" ps="5" textStyle="sm">
                {q.answers.map((a) => (
                  <li key={a.answer}>
                    {a.answer}: {a.count}
                  </li>
                ))}
              </Box>
            </Box>
          </>
        ) : (
          (q.type === 'multiple_choice' || q.type === 'checkbox' || q.type === 'rating') && (
            <Text textStyle="sm" color="fg.muted">
              Nobody answered it in this range.
            </Text>
          )
        )}
        {q.comments && <Comments comments={q.comments} question={q.question} />}
      </Card.Body>
    </Card.Root>
  );
}

function Comments({
  comments,
  question,
}: {
  comments: NonNullable<QuestionInsight['comments']>;
  question: string;
}) {
  if (comments.excerpts === null) {
    return (
      <Text textStyle="sm" color="fg.muted" data-testid="comments-withheld">
        {withheldComments(comments.threshold)}
      </Text>
    );
  }
  if (comments.excerpts.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        No comments to show.
      </Text>
    );
  }
  return (
    <Box>
      <Text textStyle="sm" fontWeight="medium">
        Comments
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-label={`Comments on ${question}`}>
        {comments.excerpts.map((excerpt, i) => (
          <Box
            as="li"
            key={i}
            borderStartWidth="3px"
            borderColor="border.emphasized"
            ps="3"
            textStyle="sm"
            fontStyle="italic"
            overflowWrap="anywhere"
          >
            {excerpt}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
