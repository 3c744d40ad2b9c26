import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { MAX_MESSAGE_LENGTH, type ConversationMessage } from '#shared/api/conversations';
import { LoadFailed } from '../../../components/load-failed';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import {
  useConversationMutations,
  useResponseConversation,
  useSurveyConversations,
} from '../api/use-conversations';

/**
 * A survey's anonymous conversations (decision 0052): each started by a reply on a released
 * comment, listed by the answer it is on, with unread counts. What respondents write arrives hours
 * after they wrote it and is dated by day, so nothing here follows anyone's activity.
 */
export function SurveyConversationsPage() {
  const { surveyId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const selected = search.get('response');
  const list = useSurveyConversations(surveyId);

  return (
    <Stack gap="6">
      <title>Conversations · Candor</title>
      <Box>
        <Button asChild variant="ghost" size="lg" px="2" mx="-2">
          <RouterLink to={paths.surveyResponses.getHref(surveyId)}>← Back to responses</RouterLink>
        </Button>
      </Box>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Conversations
      </Heading>
      <Text color="fg.muted" maxW="prose">
        Replies to anonymous comments. Respondents read and answer through their private link; their
        messages reach you a few hours after they write them, and show only the day.
      </Text>
      {list.error ? (
        <LoadFailed
          title="Conversations could not be loaded"
          error={list.error}
          retrying={list.isValidating}
          onRetry={() => void list.mutate()}
        />
      ) : !list.data ? (
        <Text aria-live="polite">Loading conversations…</Text>
      ) : !list.data.repliesOpen ? (
        <Card.Root variant="outline">
          <Card.Body>
            <Text>
              Replies open once at least {list.data.commentThreshold} answers are shown, so no
              comment is replied to below the comment threshold.
            </Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="flex-start">
          <Stack as="nav" aria-label="Conversations" gap="2" w={{ base: 'full', lg: '72' }}>
            {list.data.conversations.length === 0 ? (
              <Text color="fg.muted">
                No conversations yet. Use Reply on a response with a comment to start one.
              </Text>
            ) : (
              list.data.conversations.map((c, index) => (
                <Button
                  key={c.responseId}
                  variant={c.responseId === selected ? 'subtle' : 'outline'}
                  justifyContent="space-between"
                  size="lg"
                  aria-current={c.responseId === selected ? 'true' : undefined}
                  onClick={() => setSearch({ response: c.responseId })}
                >
                  <Text as="span" truncate>
                    {c.revealedName ?? `Anonymous respondent ${index + 1}`}
                    {c.status === 'closed' ? ' (closed)' : ''}
                  </Text>
                  {c.unread > 0 && (
                    <Badge colorPalette="purple" variant="solid">
                      {c.unread} unread
                    </Badge>
                  )}
                </Button>
              ))
            )}
          </Stack>
          <Box flex="1" minW="0" w="full">
            {selected ? (
              <Thread surveyId={surveyId} responseId={selected} />
            ) : (
              <Text color="fg.muted">Choose a conversation to read it.</Text>
            )}
          </Box>
        </Flex>
      )}
    </Stack>
  );
}

function Thread({ surveyId, responseId }: { surveyId: string; responseId: string }) {
  const conversation = useResponseConversation(surveyId, responseId);
  if (conversation.error) {
    return (
      <LoadFailed
        title="This conversation could not be loaded"
        error={conversation.error}
        retrying={conversation.isValidating}
        onRetry={() => void conversation.mutate()}
      />
    );
  }
  const data = conversation.data;
  if (!data) return <Text aria-live="polite">Loading…</Text>;
  return (
    <Card.Root variant="outline" as="section" aria-label="Conversation">
      <Card.Body gap="4">
        {data.comment && (
          <Box as="blockquote" borderStartWidth="4px" borderColor="border" ps="3">
            <Text textStyle="sm" color="fg.muted">
              The comment
            </Text>
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {data.comment}
            </Text>
          </Box>
        )}
        {data.revealedName && (
          <Text>
            The respondent chose to show their name: <strong>{data.revealedName}</strong>
          </Text>
        )}
        {data.messages.length > 0 ? (
          <Stack as="ol" gap="3" listStyleType="none" ps="0" aria-label="Messages">
            {data.messages.map((m, i) => (
              <MessageBubble key={i} message={m} mine={m.from === 'manager'} />
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">
            No messages yet. Your reply starts a private conversation with the person who wrote this
            comment; they stay anonymous.
          </Text>
        )}
        {data.status === 'closed' ? (
          <Text color="fg.muted">The respondent closed this conversation.</Text>
        ) : (
          <ReplyForm surveyId={surveyId} responseId={responseId} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function MessageBubble({ message, mine }: { message: ConversationMessage; mine: boolean }) {
  return (
    <Box
      as="li"
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="90%"
      bg={mine ? 'purple.subtle' : 'bg.muted'}
      borderRadius="l2"
      px="4"
      py="3"
    >
      <Text textStyle="xs" color="fg.muted">
        {mine ? 'You' : 'Respondent'} · {message.day}
      </Text>
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {message.text}
      </Text>
    </Box>
  );
}

function ReplyForm({ surveyId, responseId }: { surveyId: string; responseId: string }) {
  const { reply } = useConversationMutations(surveyId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSending(true);
        setError(null);
        reply(responseId, text)
          .then(() => setText(''))
          .catch((failure: unknown) =>
            setError(
              isApiError(failure)
                ? (failure.fields?.text ?? failure.message)
                : 'Your reply could not be sent. Please try again.',
            ),
          )
          .finally(() => setSending(false));
      }}
    >
      <Stack gap="3">
        <Field.Root invalid={error !== null}>
          <Field.Label htmlFor={id}>Your reply</Field.Label>
          <Textarea
            id={id}
            value={text}
            maxLength={MAX_MESSAGE_LENGTH}
            rows={3}
            onChange={(event) => setText(event.target.value)}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Box>
          <Button type="submit" colorPalette="purple" loading={sending} disabled={!text.trim()}>
            Send reply
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
