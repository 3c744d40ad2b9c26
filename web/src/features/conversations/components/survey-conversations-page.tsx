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
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { MAX_MESSAGE_LENGTH, type ConversationMessage } from '#shared/api/conversations';
import { LoadFailed } from '../../../components/load-failed';
import { useAppIntl } from '../../../i18n/intl';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import {
  useConversationMutations,
  useResponseConversation,
  useSurveyConversations,
} from '../api/use-conversations';
import { conversationsMessages as m } from '../messages';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * A survey's anonymous conversations (decision 0052): each started by a reply on a released
 * comment, listed by the answer it is on, with unread counts. What respondents write arrives hours
 * after they wrote it and is dated by day, so nothing here follows anyone's activity.
 */
export function SurveyConversationsPage() {
  const intl = useAppIntl();
  const { surveyId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const selected = search.get('response');
  const list = useSurveyConversations(surveyId);

  return (
    <Stack gap="6">
      <title>{intl.formatMessage(m.title)}</title>
      <Box>
        <Button asChild variant="ghost" size="lg" px="2" mx="-2">
          <RouterLink to={paths.surveyResponses.getHref(surveyId)}>
            {intl.formatMessage(m.back)}
          </RouterLink>
        </Button>
      </Box>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {intl.formatMessage(m.heading)}
      </Heading>
      <Text color="fg.muted" maxW="prose">
        {intl.formatMessage(m.intro)}
      </Text>
      {list.error ? (
        <LoadFailed
          title={intl.formatMessage(m.loadFailed)}
          error={list.error}
          retrying={list.isValidating}
          onRetry={() => void list.mutate()}
        />
      ) : !list.data ? (
        <Text aria-live="polite">{intl.formatMessage(m.loading)}</Text>
      ) : !list.data.repliesOpen ? (
        <Card.Root variant="outline">
          <Card.Body>
            <Text>
              {intl.formatMessage(m.repliesClosed, { threshold: list.data.commentThreshold })}
            </Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="flex-start">
          <Stack
            as="nav"
            aria-label={intl.formatMessage(m.list)}
            gap="2"
            w={{ base: 'full', lg: '72' }}
          >
            {list.data.conversations.length === 0 ? (
              <Text color="fg.muted">{intl.formatMessage(m.none)}</Text>
            ) : (
              list.data.conversations.map((c, index) => {
                const name =
                  c.revealedName ?? intl.formatMessage(m.anonymous, { number: index + 1 });
                return (
                  <Button
                    key={c.responseId}
                    variant={c.responseId === selected ? 'subtle' : 'outline'}
                    justifyContent="space-between"
                    size="lg"
                    aria-current={c.responseId === selected ? 'true' : undefined}
                    onClick={() => setSearch({ response: c.responseId })}
                  >
                    <Text as="span" truncate>
                      {c.status === 'closed' ? intl.formatMessage(m.closedMark, { name }) : name}
                    </Text>
                    {c.unread > 0 && (
                      <Badge colorPalette="purple" variant="solid">
                        {intl.formatMessage(m.unread, { count: c.unread })}
                      </Badge>
                    )}
                  </Button>
                );
              })
            )}
          </Stack>
          <Box flex="1" minW="0" w="full">
            {selected ? (
              <Thread surveyId={surveyId} responseId={selected} />
            ) : (
              <Text color="fg.muted">{intl.formatMessage(m.choose)}</Text>
            )}
          </Box>
        </Flex>
      )}
    </Stack>
  );
}

function Thread({ surveyId, responseId }: { surveyId: string; responseId: string }) {
  const intl = useAppIntl();
  const conversation = useResponseConversation(surveyId, responseId);
  if (conversation.error) {
    return (
      <LoadFailed
        title={intl.formatMessage(m.threadFailed)}
        error={conversation.error}
        retrying={conversation.isValidating}
        onRetry={() => void conversation.mutate()}
      />
    );
  }
  const data = conversation.data;
  if (!data) return <Text aria-live="polite">{intl.formatMessage(m.threadLoading)}</Text>;
  return (
    <Card.Root variant="outline" as="section" aria-label={intl.formatMessage(m.conversation)}>
      <Card.Body gap="4">
        {data.comment && (
          <Box as="blockquote" borderStartWidth="4px" borderColor="border" ps="3">
            <Text textStyle="sm" color="fg.muted">
              {intl.formatMessage(m.theComment)}
            </Text>
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {data.comment}
            </Text>
          </Box>
        )}
        {data.revealedName && (
          <Text>{intl.formatMessage(m.revealedName, { name: data.revealedName, strong })}</Text>
        )}
        {data.messages.length > 0 ? (
          <Stack
            as="ol"
            gap="3"
            listStyleType="none"
            ps="0"
            aria-label={intl.formatMessage(m.messages)}
          >
            {data.messages.map((m, i) => (
              <MessageBubble key={i} message={m} mine={m.from === 'manager'} />
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">{intl.formatMessage(m.noMessages)}</Text>
        )}
        {data.status === 'closed' ? (
          <Text color="fg.muted">{intl.formatMessage(m.closed)}</Text>
        ) : (
          <ReplyForm surveyId={surveyId} responseId={responseId} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function MessageBubble({ message, mine }: { message: ConversationMessage; mine: boolean }) {
  const intl = useAppIntl();
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
        {intl.formatMessage(mine ? m.you : m.respondent)} · {message.day}
      </Text>
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {message.text}
      </Text>
    </Box>
  );
}

function ReplyForm({ surveyId, responseId }: { surveyId: string; responseId: string }) {
  const intl = useAppIntl();
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
                : intl.formatMessage(m.sentFailed),
            ),
          )
          .finally(() => setSending(false));
      }}
    >
      <Stack gap="3">
        <Field.Root invalid={error !== null}>
          <Field.Label htmlFor={id}>{intl.formatMessage(m.yourReply)}</Field.Label>
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
            {intl.formatMessage(m.send)}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
