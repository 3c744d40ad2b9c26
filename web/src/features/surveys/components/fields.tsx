import { Checkbox, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface SelectFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
}

/** A labelled native select (44 px tall), with its hint and error tied to it. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  hint,
  error,
  disabled,
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Field.Root invalid={Boolean(error)} id={`${id}-control`} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-describedby={describedBy || undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {hint && (
        <Text id={hintId} textStyle="sm" color="fg.muted">
          {hint}
        </Text>
      )}
      <Text id={errorId} aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
        {error}
      </Text>
    </Field.Root>
  );
}

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}

/** A checkbox with its label (a 44 px target) and an optional hint under it. */
export function CheckboxField({ label, checked, onChange, hint, disabled }: CheckboxFieldProps) {
  const hintId = useId();
  return (
    <Stack gap="0">
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
        disabled={disabled}
        colorPalette="blue"
        minH="11"
        alignItems="center"
      >
        <Checkbox.HiddenInput aria-describedby={hint ? hintId : undefined} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {hint && (
        <Text id={hintId} textStyle="sm" color="fg.muted" ps="7">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
