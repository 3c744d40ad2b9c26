import { Badge, Box, Code, Flex, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { kebabId } from '#shared/api/routes';
import type { AppMessage } from '../../../i18n/define-messages';
import { useAppIntl } from '../../../i18n/intl';
import { supportMessages as m } from '../messages';
import { apiReference, type FieldDoc, type RouteDoc } from './api-reference';
import { MoreHelp } from './help-article-page';

/**
 * /help/api: every HTTP route of Candor, generated from the route table and its request and
 * response schemas (decision 0050). Loaded on its own: the schemas' reader is in no other page.
 */
export function ApiReferencePage() {
  const areas = useMemo(() => apiReference(), []);
  const count = areas.reduce((sum, area) => sum + area.routes.length, 0);
  const { formatMessage } = useAppIntl();

  return (
    <Stack gap="8" maxW="5xl">
      <title>{formatMessage(m.apiTitle2)}</title>
      <Stack gap="2">
        <Text color="fg.muted" fontWeight="medium">
          {formatMessage(m.helpBrand)}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {formatMessage(m.helpApiReference)}
        </Heading>
        <Text color="fg.muted" textStyle="lg">
          {formatMessage(m.apiIntro, { count })}
        </Text>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="api-conventions">
        <Heading as="h2" id="api-conventions" size="xl">
          {formatMessage(m.apiConventions)}
        </Heading>
        <Box as="ul" display="grid" gap="2" ps="5" listStyleType="disc">
          <Box as="li">{formatMessage(m.apiPaths, { api: <Code>{code.api}</Code> })}</Box>
          <Box as="li">
            {formatMessage(m.apiSignIn, {
              header: <Code>{code.header}</Code>,
              login: <Code>{code.login}</Code>,
            })}
          </Box>
          <Box as="li">
            {formatMessage(m.apiErrors, {
              shape: <Code>{code.shape}</Code>,
              message: <Code>{code.message}</Code>,
              errorType: <Code>{code.errorType}</Code>,
              fields: <Code>{code.fields}</Code>,
            })}
          </Box>
          <Box as="li">{formatMessage(m.apiFields)}</Box>
        </Box>
      </Stack>

      <Box as="nav" aria-label={formatMessage(m.apiAreas)}>
        <Flex wrap="wrap" gap="2">
          {areas.map((area) => (
            <Link
              key={area.area}
              href={`#area-${area.area}`}
              px="3"
              py="1.5"
              borderWidth="1px"
              borderRadius="full"
              color="fg"
            >
              {area.title}
            </Link>
          ))}
        </Flex>
      </Box>

      {areas.map((area) => (
        <Stack
          as="section"
          key={area.area}
          gap="6"
          aria-labelledby={`area-${area.area}`}
          scrollMarginTop="20"
        >
          <Heading as="h2" id={`area-${area.area}`} size="xl" scrollMarginTop="20">
            {area.title}
          </Heading>
          {area.routes.map((route) => (
            <RouteCard key={route.id} route={route} />
          ))}
        </Stack>
      ))}

      <MoreHelp current="api" />
    </Stack>
  );
}

/** What the conventions quote of the API: the same in every language. */
const code = {
  api: '/api',
  header: 'Authorization: Bearer <token>',
  login: 'POST /api/auth/login',
  shape: '{ message, errorType, details?, fields? }',
  message: 'message',
  errorType: 'errorType',
  fields: 'fields',
};

/** A content type, the same in every language. */
const multipart = 'multipart/form-data';

const methodPalette: Record<string, string> = {
  GET: 'green',
  POST: 'blue',
  PUT: 'orange',
  PATCH: 'purple',
  DELETE: 'red',
};

function RouteCard({ route }: { route: RouteDoc }) {
  const anchor = kebabId(route.id);
  const { formatMessage } = useAppIntl();
  return (
    <Stack
      as="article"
      gap="3"
      aria-labelledby={anchor}
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h3" id={anchor} size="md" scrollMarginTop="20">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette={methodPalette[route.method] ?? 'gray'} variant="surface" size="md">
            {route.method}
          </Badge>
          <Code fontSize="sm" wordBreak="break-all" bg="transparent" p="0">
            {route.path}
          </Code>
        </Flex>
      </Heading>
      <Text>{route.summary}</Text>
      <Flex gap="2" wrap="wrap">
        <Badge variant="subtle" colorPalette={route.signIn ? 'gray' : 'teal'}>
          {formatMessage(route.signIn ? m.apiSignInBadge : m.apiPublic)}
        </Badge>
        <Badge variant="subtle">{formatMessage(m.apiSuccess, { status: route.status })}</Badge>
        {route.bodyType === 'multipart' && <Badge variant="subtle">{multipart}</Badge>}
        <Badge variant="outline">{route.id}</Badge>
      </Flex>
      <FieldTable caption={m.apiPathParams} fields={route.params} />
      <FieldTable caption={m.apiQueryParams} fields={route.query} />
      <FieldTable caption={m.apiBody} fields={route.body} />
      <FieldTable caption={m.apiResponse} fields={route.response} />
    </Stack>
  );
}

function FieldTable({ caption: label, fields }: { caption: AppMessage; fields: FieldDoc[] }) {
  const { formatMessage } = useAppIntl();
  if (fields.length === 0) return null;
  const caption = formatMessage(label);
  return (
    // Focusable so a keyboard can scroll a wide table on a phone.
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="l2"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" py="2" ps="3">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{formatMessage(m.apiField)}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{formatMessage(m.apiType)}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{formatMessage(m.apiRequired)}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{formatMessage(m.apiLimits)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fields.map((field) => (
            <Table.Row key={field.name}>
              <Table.Cell>
                <Code bg="transparent" p="0" fontSize="sm">
                  {field.name}
                </Code>
              </Table.Cell>
              <Table.Cell>{field.type}</Table.Cell>
              <Table.Cell>{formatMessage(field.required ? m.yes : m.no)}</Table.Cell>
              <Table.Cell wordBreak="break-word">{field.notes.join('; ')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
