import { Alert, Box, chakra, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { BRAND_PALETTE } from '#shared/domain/brand';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/form-field';
import { useAppIntl } from '../../../i18n/intl';
import { useCalendarMutations } from '../api/use-calendar-mutations';
import { colorOf, isHexColor, ruleText } from '../calendar-rules';
import { calendarDialogMessages as d } from '../messages';

interface TeamColorDialogProps {
  team: { id: string; name: string; brand_color: string };
  onClose: () => void;
}

/**
 * A team's colour (spec 2 §2): the 10-colour palette, a #RRGGBB text field and Save, which
 * sends PATCH /api/teams/{id}/color; saving the colour the team already has just closes.
 */
export function TeamColorDialog({ team, onClose }: TeamColorDialogProps) {
  const { setTeamColor } = useCalendarMutations();
  const intl = useAppIntl();
  const { formatMessage } = intl;
  const saved = colorOf(team.brand_color);
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const paletteId = useId();
  const chosen = isHexColor(text) ? text.trim().toUpperCase() : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(ruleText('colorFormat', intl));
      input.current?.focus();
      return;
    }
    if (chosen === saved) {
      onClose();
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      await setTeamColor(team.id, chosen);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      title={formatMessage(d.colourTitle, { team: team.name })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      submitLabel={formatMessage(d.save)}
      busyLabel={formatMessage(d.saving)}
      initialFocus={input}
    >
      <Stack gap="5">
        <Box role="group" aria-labelledby={paletteId}>
          <Text id={paletteId} textStyle="sm" fontWeight="medium" mb="2">
            {formatMessage(d.palette)}
          </Text>
          <Wrap gap="2">
            {BRAND_PALETTE.map((swatch) => {
              const selected = swatch === chosen;
              return (
                <chakra.button
                  key={swatch}
                  type="button"
                  aria-label={swatch}
                  aria-pressed={selected}
                  title={swatch}
                  onClick={() => {
                    setText(swatch);
                    setError(undefined);
                    setFailed(false);
                  }}
                  boxSize="11"
                  borderRadius="full"
                  borderWidth="3px"
                  borderColor={selected ? 'fg' : 'transparent'}
                  cursor="pointer"
                  focusRing="outside"
                  style={{ backgroundColor: swatch }}
                />
              );
            })}
          </Wrap>
        </Box>
        <TextField
          ref={input}
          label={formatMessage(d.colour)}
          hint={formatMessage(d.colourHint)}
          value={text}
          error={error}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
            setFailed(false);
          }}
        />
        {failed && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{ruleText('colorFailed', intl)}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </FormDialog>
  );
}
