import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { copyLinkMessages as m, useRoundIntl } from '../round-messages';

/** How long 'Copied!' shows before the button reads 'Copy link' again (spec 2 §9). */
export const COPIED_MS = 2_000;

/** A read-only link with a Copy link button ('Copied!' for 2 s). */
export function CopyLinkField({
  url,
  label,
  hint,
}: {
  url: string;
  label?: string;
  hint?: ReactNode;
}) {
  const { t } = useRoundIntl();
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for copying by hand.
      inputRef.current?.select();
      toast.error(t(m.failed));
    }
  };

  return (
    <Field.Root>
      <Field.Label>{label ?? t(m.label)}</Field.Label>
      <Flex gap="2" width="full" direction={{ base: 'column', sm: 'row' }}>
        <Input
          ref={inputRef}
          size="lg"
          readOnly
          value={url}
          // In a column (phone width) a flex basis of 0 would squash the input's height.
          flex={{ base: 'none', sm: '1' }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button size="lg" variant="outline" flexShrink="0" onClick={() => void copy()}>
          <span aria-live="polite">{copied ? t(m.copied) : t(m.copy)}</span>
        </Button>
      </Flex>
      {hint && (
        <Field.HelperText textStyle="sm" color="fg.muted">
          {hint}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
