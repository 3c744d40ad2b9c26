import { Center, Spinner } from '@chakra-ui/react';

/** What a page shows while its code or its first data loads. */
export function PageSpinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <Center py="16">
      <Spinner size="lg" color="fg.muted" aria-label={label} />
    </Center>
  );
}
