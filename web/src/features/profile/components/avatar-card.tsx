import { Box, Button, Card, Center, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { User } from '#shared/api/auth';
import { breakableEmail } from '../../../components/breakable-email';
import { useAppIntl } from '../../../i18n/intl';
import { apiRequest } from '../../../lib/api-client';
import { uploadImageFile } from '../../../lib/image-upload';
import { useAuth } from '../../../lib/auth';
import { describeError, isStaleVersion } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import {
  AVATAR_HINT,
  avatarProblem,
  PROFILE_UPDATE_FAILED,
  PROFILE_UPDATED_MESSAGE,
  profileFormData,
} from '../profile-rules';
import { profileMessages as m } from '../messages';

/** The avatar: shown, and in edit mode replaced by an uploaded image (previewed first). */
export function AvatarCard({ user }: { user: User }) {
  const { setUser, refresh } = useAuth();
  const { formatMessage, formatDate } = useAppIntl();
  const [editing, setEditing] = useState(false);
  /** The chosen file and an object URL showing it, revoked when replaced or unmounted. */
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  const latest = useRef(chosen);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const name = `${user.firstName} ${user.lastName}`.trim();

  useEffect(() => {
    latest.current = chosen;
  }, [chosen]);
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current.url);
    },
    [],
  );

  const setFile = (next: File | null) => {
    if (chosen) URL.revokeObjectURL(chosen.url);
    setChosen(next ? { file: next, url: URL.createObjectURL(next) } : null);
  };

  const stopEditing = () => {
    setEditing(false);
    setFile(null);
    setError(null);
    if (input.current) input.current.value = '';
  };

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    const problem = avatarProblem(picked);
    setError(problem ?? null);
    setFile(problem ? null : picked);
    if (problem && input.current) input.current.value = '';
  };

  /** The uploaded picture with the details of `base`, over `base`'s version. */
  const sendAvatar = (picture: string, base: User) => {
    const body = profileFormData(
      {
        firstName: base.firstName,
        lastName: base.lastName,
        phone: base.phone ?? '',
        company: base.company ?? '',
        bio: base.bio ?? '',
      },
      picture,
    );
    body.append('version', String(base.version));
    return apiRequest('UpdateProfile', { body });
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const picture = await uploadImageFile({ avatar: true }, file);
      let result;
      try {
        result = await sendAvatar(picture, user);
      } catch (failure) {
        if (!isStaleVersion(failure)) throw failure;
        // The profile was saved elsewhere: only the picture is this card's change, so it goes
        // again with the details as saved now, which keeps theirs (decision 0025).
        const fresh = await refresh();
        if (!fresh) throw failure;
        result = await sendAvatar(picture, fresh);
      }
      setUser(result.user);
      toast.success(PROFILE_UPDATED_MESSAGE);
      stopEditing();
    } catch (failure) {
      const described = describeError(failure, PROFILE_UPDATE_FAILED);
      setError(described.message);
      toast.failure(described);
    } finally {
      setBusy(false);
    }
  };

  const memberSince = new Date(user.createdAt);
  const shownImage = preview ?? user.avatarUrl;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  return (
    <Card.Root variant="outline">
      <Card.Body gap="5" alignItems="center" textAlign="center">
        <Heading as="h2" size="lg" alignSelf="flex-start">
          {formatMessage(m.avatarHeading)}
        </Heading>
        <Center
          boxSize="28"
          borderRadius="full"
          overflow="hidden"
          bg="blue.subtle"
          color="blue.fg"
          fontSize="3xl"
          fontWeight="semibold"
          data-testid="profile-avatar"
        >
          {shownImage ? (
            <Image
              src={shownImage}
              alt={preview ? formatMessage(m.avatarPreview) : formatMessage(m.avatarOf, { name })}
              boxSize="full"
              objectFit="cover"
            />
          ) : (
            <span aria-hidden="true">{initials}</span>
          )}
        </Center>
        <Stack gap="0">
          <Text fontWeight="semibold" fontSize="lg">
            {name}
          </Text>
          <Text color="fg.muted" textStyle="sm" overflowWrap="break-word">
            {breakableEmail(user.email)}
          </Text>
          {!Number.isNaN(memberSince.getTime()) && (
            <Text color="fg.muted" textStyle="sm">
              {formatMessage(m.memberSince, {
                date: formatDate(memberSince, { dateStyle: 'medium' }),
              })}
            </Text>
          )}
        </Stack>
        {editing ? (
          <Stack gap="3" width="full" id={`${ids}-editor`}>
            <input
              ref={input}
              id={`${ids}-file`}
              type="file"
              accept="image/*"
              aria-label={formatMessage(m.avatarInput)}
              aria-describedby={`${ids}-hint ${ids}-error`}
              hidden
              onChange={(e) => choose(e.target.files?.[0])}
            />
            <Button size="lg" variant="outline" onClick={() => input.current?.click()}>
              {formatMessage(file ? m.chooseAnother : m.choose)}
            </Button>
            <Text id={`${ids}-hint`} textStyle="sm" color="fg.muted">
              {AVATAR_HINT}
            </Text>
            {file && (
              <Text textStyle="sm" wordBreak="break-all">
                {formatMessage(m.selected, { file: file.name })}
              </Text>
            )}
            <Box id={`${ids}-error`} aria-live="polite" color="fg.error" textStyle="sm">
              {error && <Text fontWeight="medium">{error}</Text>}
            </Box>
            <HStack gap="3" justify="center" wrap="wrap">
              <Button size="lg" variant="ghost" onClick={stopEditing} disabled={busy}>
                {formatMessage(m.cancel)}
              </Button>
              <Button
                size="lg"
                colorPalette="blue"
                disabled={!file}
                loading={busy}
                loadingText={formatMessage(m.uploading)}
                onClick={() => void upload()}
              >
                {formatMessage(m.upload)}
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Button
            size="lg"
            variant="outline"
            width="full"
            aria-expanded={false}
            onClick={() => setEditing(true)}
          >
            {formatMessage(m.changeAvatar)}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
