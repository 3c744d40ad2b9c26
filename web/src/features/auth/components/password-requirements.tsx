import { Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { resetRequirements } from '#shared/domain/password-rules';
import { useAppIntl } from '../../../i18n/intl';
import { authMessages as m } from '../messages';

/** The reset form's live checklist: each rule, met or not, in words and not only in colour. */
export function PasswordRequirements({ password, id }: { password: string; id?: string }) {
  const { formatMessage } = useAppIntl();
  const requirements = resetRequirements(password);
  return (
    <Box id={id}>
      <Text textStyle="sm" fontWeight="medium" mb="1">
        {formatMessage(m.passwordNeeds)}
      </Text>
      <Stack
        as="ul"
        gap="1"
        listStyleType="none"
        m="0"
        p="0"
        aria-label={formatMessage(m.requirements)}
      >
        {requirements.map((requirement) => (
          <HStack
            as="li"
            key={requirement.id}
            gap="2"
            textStyle="sm"
            color={requirement.met ? 'fg.success' : 'fg.muted'}
            data-met={requirement.met}
          >
            <Box as="span" aria-hidden="true" width="4" textAlign="center">
              {requirement.met ? '✓' : '○'}
            </Box>
            <span>{requirement.label}</span>
            <VisuallyHidden>{formatMessage(requirement.met ? m.met : m.notMet)}</VisuallyHidden>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
