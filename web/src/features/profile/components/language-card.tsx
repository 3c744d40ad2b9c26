import { Card, Field, Heading, NativeSelect, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { loadAppIntl, useAppIntl } from '../../../i18n/intl';
import { setLanguage, useLanguage } from '../../../i18n/language';
import { appLocales, isAppLocale, localeNames } from '../../../i18n/locales';
import { toast } from '../../../lib/toast';
import { profileMessages as m } from '../messages';

/**
 * Language: the app's language on this device, kept beside the accessibility settings (decision
 * 0061). The new language's text is loaded before the switch, so the screen changes in one go.
 */
export function LanguageCard() {
  const { formatMessage } = useAppIntl();
  const language = useLanguage();
  const selectId = useId();
  const [busy, setBusy] = useState(false);

  const choose = async (value: string) => {
    if (!isAppLocale(value) || value === language) return;
    setBusy(true);
    try {
      await loadAppIntl(value);
      setLanguage(value);
    } catch {
      toast.error(formatMessage(m.languageFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="language-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="language-heading">
          {formatMessage(m.languageHeading)}
        </Heading>
        <Text color="fg.muted">{formatMessage(m.languageText)}</Text>
        <Field.Root disabled={busy}>
          <Field.Label htmlFor={selectId}>{formatMessage(m.languageLabel)}</Field.Label>
          <NativeSelect.Root size="lg" maxW="sm">
            <NativeSelect.Field
              id={selectId}
              name="language"
              value={language}
              onChange={(e) => void choose(e.target.value)}
            >
              {appLocales.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {localeNames[locale]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Card.Body>
    </Card.Root>
  );
}
