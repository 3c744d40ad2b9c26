import { Badge, Box, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { IntlShape } from 'react-intl';
import type { QuestionInsight } from '#shared/api/analytics';
import { enpsLabel } from '#shared/domain/metric-labels';
import { useAppIntl } from '../../../i18n/intl';
import type { AppMessage } from '../../../i18n/define-messages';
import { percentText, ratingText } from '../analytics-format';
import { analyticsMessages as m } from '../messages';

const QuestionBarsChart = lazy(() =>
  import('./analytics-charts').then((m) => ({ default: m.QuestionBarsChart })),
);

const TYPE_LABELS: Record<string, AppMessage> = {
  multiple_choice: m.typeMultipleChoice,
  checkbox: m.typeCheckbox,
  rating: m.typeRating,
  text: m.typeText,
  textarea: m.typeTextarea,
  date: m.typeDate,
  email: m.typeEmail,
  number: m.typeNumber,
};

/** What a question's figures say, in words a screen reader reads beside the chart. */
export function completionText(intl: IntlShape, q: QuestionInsight): string {
  if (q.completionRate === null) return intl.formatMessage(m.completionHidden);
  return intl.formatMessage(m.completion, {
    rate: percentText(intl, q.completionRate),
    answered: q.answered,
    responses: q.responses,
  });
}

/**
 * Question insights: per survey, each question's completion, its top 3 answers, ratings as their
 * mean on their own scale with the whole distribution, eNPS for 0-10 questions, a bar per choice
 * or rating, and for a text question a few short excerpts once enough people answered it
 * (decision 0019).
 */
export function QuestionInsights({ questions }: { questions: QuestionInsight[] }) {
  const intl = useAppIntl();
  if (questions.length === 0) {
    return <Text color="fg.muted">{intl.formatMessage(m.noAnswers)}</Text>;
  }
  const surveys = [...new Set(questions.map((q) => q.surveyId))];
  return (
    <Stack gap="6">
      <Text textStyle="sm" color="fg.muted" data-testid="insights-rules">
        {intl.formatMessage(m.insightsRules)}
      </Text>
      {surveys.map((id) => {
        const own = questions.filter((q) => q.surveyId === id);
        return (
          <Stack
            key={id}
            gap="3"
            as="section"
            aria-label={intl.formatMessage(m.questionsOf, { survey: own[0]?.survey })}
          >
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
  const intl = useAppIntl();
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
          <Badge flexShrink="0">
            {q.type in TYPE_LABELS ? intl.formatMessage(TYPE_LABELS[q.type]!) : q.type}
          </Badge>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {completionText(intl, q)}
        </Text>
        {q.rating && (
          <Text textStyle="lg" fontWeight="semibold" data-testid="rating-average">
            {q.rating.average === null
              ? intl.formatMessage(m.nobodyRated)
              : intl.formatMessage(m.average, {
                  rating: ratingText(intl, q.rating.average, q.rating.max),
                })}
          </Text>
        )}
        {q.enps && (
          <Text textStyle="sm" data-testid="question-enps">
            {intl.formatMessage(m.enps, {
              score: enpsLabel(q.enps.score),
              promoters: q.enps.promoters,
              passives: q.enps.passives,
              detractors: q.enps.detractors,
            })}
          </Text>
        )}
        {q.topAnswers.length > 0 && (
          <Box>
            <Text textStyle="sm" fontWeight="medium">
              {intl.formatMessage(m.topAnswers)}
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
                {intl.formatMessage(m.everyAnswer)}
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
              {intl.formatMessage(m.nobodyAnswered)}
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
  const intl = useAppIntl();
  if (comments.excerpts === null) {
    return (
      <Text textStyle="sm" color="fg.muted" data-testid="comments-withheld">
        {intl.formatMessage(m.commentsWithheld, { threshold: comments.threshold })}
      </Text>
    );
  }
  if (comments.excerpts.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {intl.formatMessage(m.noComments)}
      </Text>
    );
  }
  return (
    <Box>
      <Text textStyle="sm" fontWeight="medium">
        {intl.formatMessage(m.comments)}
      </Text>
      <Stack
        as="ul"
        gap="2"
        listStyleType="none"
        aria-label={intl.formatMessage(m.commentsOn, { question })}
      >
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
