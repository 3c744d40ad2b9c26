import { Alert, Box, Button, chakra, HStack, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Team } from '#shared/api/teams';
import { TextField } from '../../../components/form-field';
import { StaleVersionDialog } from '../../../components/stale-version-dialog';
import { useAppIntl } from '../../../i18n/intl';
import { describeError, isStaleVersion } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useTeamMutations } from '../api/use-team-mutations';
import { brandingMessages as b, teamRulesMessages as r } from '../messages';
import { fieldErrors } from '../team-errors';
import {
  BRAND_PALETTE,
  brandColorOf,
  isHexColor,
  logoProblem,
  normaliseColor,
  textColorOn,
} from '../team-rules';
import { TeamLogo } from './team-logo';

interface BrandingFormProps {
  team: Team;
  /** Leaves branding mode: after a save, or on Cancel. */
  onDone: () => void;
}

/** Reads a chosen image as a data URL, for the preview shown before saving. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/**
 * Branding: a logo (checked, then previewed as a data URL) and the brand colour from a picker,
 * a #RRGGBB text field or the palette. Save Branding sends a new logo with the colour in one
 * multipart update; a colour alone goes to PATCH .../color; nothing changed just closes.
 */
export function BrandingForm({ team, onDone }: BrandingFormProps) {
  const { updateBranding, setTeamColor, reloadTeam } = useTeamMutations();
  const intl = useAppIntl();
  const { formatMessage } = intl;
  // The version the form was opened on, never a later refresh (decision 0025).
  const [base, setBase] = useState(() => ({ version: team.version, color: brandColorOf(team) }));
  const [conflict, setConflict] = useState(false);
  const [resolving, setResolving] = useState<'reload' | 'keep'>();
  const saved = base.color;
  const [text, setText] = useState(saved);
  const [color, setColor] = useState(saved);
  const [colorError, setColorError] = useState<string | undefined>();
  const [logo, setLogo] = useState<{ file: File; preview: string } | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [colorAlert, setColorAlert] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLInputElement>(null);
  const ids = useId();

  const pick = (value: string) => {
    const next = normaliseColor(value);
    setColor(next);
    setText(next);
    setColorError(undefined);
    setColorAlert(false);
  };

  const type = (value: string) => {
    setText(value);
    setColorAlert(false);
    if (isHexColor(value)) {
      setColor(normaliseColor(value));
      setColorError(undefined);
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = logoProblem(file, intl);
    if (problem) {
      setLogoError(problem);
      setLogo(null);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setLogoError(undefined);
    try {
      setLogo({ file, preview: await readAsDataUrl(file) });
    } catch {
      setLogoError(formatMessage(r.notAnImage));
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!isHexColor(text)) {
      setColorError(formatMessage(r.badColor));
      textInput.current?.focus();
      return;
    }
    const next = normaliseColor(text);
    if (!logo && next === saved) {
      onDone();
      return;
    }
    setBusy(true);
    setColorAlert(false);
    await send(next, base.version);
  };

  /** Saves the colour (and a new logo) over `version`. */
  const send = async (next: string, version: number) => {
    if (logo) {
      try {
        await updateBranding(team.id, next, logo.file, version);
        toast.success(formatMessage(r.brandingUpdated));
        setBusy(false);
        setConflict(false);
        onDone();
      } catch (failure) {
        setBusy(false);
        if (isStaleVersion(failure)) {
          setConflict(true);
          return;
        }
        setConflict(false);
        const fields = fieldErrors(failure);
        if (fields.logo) setLogoError(fields.logo);
        if (fields.primaryColor) setColorError(fields.primaryColor);
        toast.failure(describeError(failure, formatMessage(r.brandingFailed)));
      }
      return;
    }
    try {
      await setTeamColor(team.id, next, version);
      toast.success(formatMessage(r.brandingUpdated));
      setBusy(false);
      setConflict(false);
      onDone();
    } catch (failure) {
      setBusy(false);
      if (isStaleVersion(failure)) {
        setConflict(true);
        return;
      }
      setConflict(false);
      setColorAlert(true);
    }
  };

  /** Reload theirs: the form shows the branding as saved now; a chosen logo is dropped. */
  const reloadTheirs = async () => {
    setResolving('reload');
    try {
      const fresh = await reloadTeam(team.id);
      const color = brandColorOf(fresh);
      setBase({ version: fresh.version, color });
      setColor(color);
      setText(color);
      setLogo(null);
      if (fileInput.current) fileInput.current.value = '';
      setConflict(false);
      toast.info(formatMessage(b.reloaded));
    } catch (failure) {
      setConflict(false);
      toast.failure(describeError(failure, formatMessage(r.brandingFailed)));
    } finally {
      setResolving(undefined);
    }
  };

  /** Keep mine: the colour (and logo) are saved again, over the version saved now. */
  const keepMine = async () => {
    setResolving('keep');
    try {
      const fresh = await reloadTeam(team.id);
      await send(normaliseColor(text), fresh.version);
    } catch (failure) {
      setConflict(false);
      toast.failure(describeError(failure, formatMessage(r.brandingFailed)));
    } finally {
      setResolving(undefined);
    }
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label={formatMessage(b.form)}>
      <Stack gap="6">
        <Stack gap="3">
          <chakra.label htmlFor={`${ids}-logo`} textStyle="sm" fontWeight="medium">
            {formatMessage(b.teamLogo)}
          </chakra.label>
          <HStack gap="4" align="center" wrap="wrap">
            {logo ? (
              <Image
                src={logo.preview}
                alt={formatMessage(b.newLogoPreview)}
                boxSize="20"
                borderRadius="l3"
                objectFit="cover"
                borderWidth="1px"
                data-testid="logo-preview"
                // Named like an image but not one (a renamed document): the browser cannot draw
                // it, so it is refused here with the spec's words instead of a broken preview.
                onError={() => {
                  setLogo(null);
                  setLogoError(formatMessage(r.notAnImage));
                  if (fileInput.current) fileInput.current.value = '';
                }}
              />
            ) : (
              <TeamLogo
                name={team.name}
                logoUrl={team.logo_url}
                color={color}
                size="xl"
                alt={formatMessage(b.currentLogo, { team: team.name })}
              />
            )}
            <Stack gap="1" flex="1" minW="40">
              <input
                ref={fileInput}
                id={`${ids}-logo`}
                type="file"
                accept="image/*"
                hidden
                aria-describedby={`${ids}-logo-hint ${ids}-logo-error`}
                onChange={(e) => void choose(e.target.files?.[0])}
              />
              <Button
                size="lg"
                variant="outline"
                alignSelf="flex-start"
                aria-describedby={`${ids}-logo-hint ${ids}-logo-error`}
                onClick={() => fileInput.current?.click()}
              >
                {formatMessage(logo || team.logo_url ? b.changeLogo : b.uploadLogo)}
              </Button>
              <Text id={`${ids}-logo-hint`} textStyle="sm" color="fg.muted">
                {formatMessage(r.logoHint)}
              </Text>
              {logo && (
                <Text textStyle="sm" wordBreak="break-all">
                  {formatMessage(b.selected, { file: logo.file.name })}
                </Text>
              )}
              <Box id={`${ids}-logo-error`} aria-live="polite" color="fg.error" textStyle="sm">
                {logoError && <Text fontWeight="medium">{logoError}</Text>}
              </Box>
            </Stack>
          </HStack>
        </Stack>

        <Stack gap="3">
          <HStack gap="3" align="flex-start">
            <Stack gap="1.5" flexShrink={0}>
              <chakra.label htmlFor={`${ids}-picker`} textStyle="sm" fontWeight="medium">
                {formatMessage(b.colorPicker)}
              </chakra.label>
              <chakra.input
                id={`${ids}-picker`}
                type="color"
                value={color.toLowerCase()}
                onChange={(e) => pick(e.target.value)}
                boxSize="11"
                p="1"
                borderWidth="1px"
                borderColor="border"
                borderRadius="l2"
                bg="bg"
                cursor="pointer"
              />
            </Stack>
            <Box flex="1">
              <TextField
                ref={textInput}
                label={formatMessage(b.brandColor)}
                name="brandColor"
                autoComplete="off"
                spellCheck={false}
                maxLength={7}
                hint={formatMessage(b.colorHint)}
                value={text}
                error={colorError}
                onChange={(e) => type(e.target.value)}
                onBlur={() =>
                  setColorError(isHexColor(text) ? undefined : formatMessage(r.badColor))
                }
              />
            </Box>
          </HStack>
          <Box role="group" aria-labelledby={`${ids}-palette`}>
            <Text id={`${ids}-palette`} textStyle="sm" fontWeight="medium" mb="2">
              {formatMessage(b.palette)}
            </Text>
            <Wrap gap="2">
              {BRAND_PALETTE.map((swatch) => {
                const selected = swatch === color;
                return (
                  <chakra.button
                    key={swatch}
                    type="button"
                    aria-label={swatch}
                    aria-pressed={selected}
                    title={swatch}
                    onClick={() => pick(swatch)}
                    boxSize="11"
                    borderRadius="full"
                    borderWidth="2px"
                    borderColor={selected ? 'fg' : 'border'}
                    outlineOffset="2px"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    cursor="pointer"
                    focusRing="outside"
                    style={{ backgroundColor: swatch, color: textColorOn(swatch) }}
                  >
                    {selected && <CheckIcon />}
                  </chakra.button>
                );
              })}
            </Wrap>
          </Box>
        </Stack>

        {colorAlert && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{formatMessage(r.colorFailed)}</Alert.Title>
          </Alert.Root>
        )}

        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
          <Button size="lg" variant="ghost" onClick={onDone} disabled={busy}>
            {formatMessage(b.cancel)}
          </Button>
          <Button
            type="submit"
            size="lg"
            colorPalette="blue"
            loading={busy}
            loadingText={formatMessage(b.saving)}
          >
            {formatMessage(b.save)}
          </Button>
        </Stack>
      </Stack>
      <StaleVersionDialog
        open={conflict}
        thing="team"
        busy={resolving}
        onReload={() => void reloadTheirs()}
        onKeep={() => void keepMine()}
        onClose={() => setConflict(false)}
      />
    </form>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      aria-hidden="true"
    >
      <path strokeLinecap="round" strokeLinejoin="round" d="M5 12l5 5L20 7" />
    </svg>
  );
}
