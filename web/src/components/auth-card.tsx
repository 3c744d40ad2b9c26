import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthCardProps {
  /** The page's h1 (and its document title). */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the neighbouring screens. */
  footer?: ReactNode;
  maxW?: string;
}

/** The frame of the account screens: one centred card with the page heading. */
export function AuthCard({ title, description, children, footer, maxW = 'md' }: AuthCardProps) {
  return (
    <Box maxW={maxW} mx="auto" width="full">
      <title>{`${title} · Candor`}</title>
      <Card.Root variant="outline">
        <Card.Body gap="6" p={{ base: '5', md: '8' }}>
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {title}
            </Heading>
            {description && <Text color="fg.muted">{description}</Text>}
          </Stack>
          {children}
        </Card.Body>
      </Card.Root>
      {footer && (
        <Stack gap="1" mt="4" align="center" textAlign="center">
          {footer}
        </Stack>
      )}
    </Box>
  );
}
