import { Badge, Box, Code, Flex, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { kebabId } from '#shared/api/routes';
import { apiReference, type FieldDoc, type RouteDoc } from './api-reference';
import { MoreHelp } from './help-article-page';

/**
 * /help/api: every HTTP route of Candor, generated from the route table and its request and
 * response schemas (decision 0050). Loaded on its own: the schemas' reader is in no other page.
 */
export function ApiReferencePage() {
  const areas = useMemo(() => apiReference(), []);
  const count = areas.reduce((sum, area) => sum + area.routes.length, 0);

  return (
    <Stack gap="8" maxW="5xl">
      <title>API reference · Candor Help</title>
      <Stack gap="2">
        <Text color="fg.muted" fontWeight="medium">
          Candor Help
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          API reference
        </Heading>
        <Text color="fg.muted" textStyle="lg">
          The {count} HTTP routes the Candor app itself uses, read from the same table that builds
          them, so this page is never behind the API.
        </Text>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="api-conventions">
        <Heading as="h2" id="api-conventions" size="xl">
          Conventions
        </Heading>
        <Box as="ul" display="grid" gap="2" ps="5" listStyleType="disc">
          <Box as="li">
            Every path is on this site, under <Code>/api</Code>. Requests and responses are JSON
            unless a route says otherwise.
          </Box>
          <Box as="li">
            Routes marked “Sign-in” need the header <Code>Authorization: Bearer &lt;token&gt;</Code>{' '}
            with the session token that <Code>POST /api/auth/login</Code> returns.
          </Box>
          <Box as="li">
            An error answers with a 4xx or 5xx status and a body{' '}
            <Code>{'{ message, errorType, details?, fields? }'}</Code>: <Code>message</Code> can be
            shown to a person, <Code>errorType</Code> is a stable word to act on,{' '}
            <Code>fields</Code> names the inputs that were refused and why.
          </Box>
          <Box as="li">
            Fields marked required must be present; others may be left out. Limits are checked on
            the server, with the reason in the error.
          </Box>
        </Box>
      </Stack>

      <Box as="nav" aria-label="Areas">
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

const methodPalette: Record<string, string> = {
  GET: 'green',
  POST: 'blue',
  PUT: 'orange',
  PATCH: 'purple',
  DELETE: 'red',
};

function RouteCard({ route }: { route: RouteDoc }) {
  const anchor = kebabId(route.id);
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
          {route.signIn ? 'Sign-in' : 'Public'}
        </Badge>
        <Badge variant="subtle">Success: {route.status}</Badge>
        {route.bodyType === 'multipart' && <Badge variant="subtle">multipart/form-data</Badge>}
        <Badge variant="outline">{route.id}</Badge>
      </Flex>
      <FieldTable caption="Path parameters" fields={route.params} />
      <FieldTable caption="Query parameters" fields={route.query} />
      <FieldTable caption="Body" fields={route.body} />
      <FieldTable caption="Response" fields={route.response} />
    </Stack>
  );
}

function FieldTable({ caption, fields }: { caption: string; fields: FieldDoc[] }) {
  if (fields.length === 0) return null;
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
            <Table.ColumnHeader scope="col">Field</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Type</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Required</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Limits</Table.ColumnHeader>
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
              <Table.Cell>{field.required ? 'Yes' : 'No'}</Table.Cell>
              <Table.Cell wordBreak="break-word">{field.notes.join('; ')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
