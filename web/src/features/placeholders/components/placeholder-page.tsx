import { Badge, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  title: string;
  intro: string;
  coming: string[];
  /** Somewhere useful to go meanwhile. */
  next?: { label: string; to: string };
}

/** A page whose screen is not built yet: says plainly what it will hold. */
export function PlaceholderPage({ title, intro, coming, next }: Props) {
  return (
    <Stack gap="5" align="flex-start" maxW="3xl">
      <title>{`${title} · Candor`}</title>
      <Badge colorPalette="blue" size="lg" variant="subtle">
        Coming soon
      </Badge>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted" textStyle="lg">
        {intro}
      </Text>
      <Box borderWidth="1px" borderRadius="l3" p="5" bg="bg.panel" w="full">
        <Heading as="h2" size="md" mb="3">
          What is coming
        </Heading>
        <Stack as="ul" gap="2" ps="5" listStyleType="disc">
          {coming.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Stack>
      </Box>
      {next && (
        <Button asChild colorPalette="blue" size="lg">
          <RouterLink to={next.to}>{next.label}</RouterLink>
        </Button>
      )}
    </Stack>
  );
}
