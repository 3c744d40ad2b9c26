import { LANGUAGE_NAMES, type SurveyLanguage } from '#shared/domain/survey-languages';
import { useRespondText } from '../i18n/respond-intl';

interface LanguageSwitcherProps {
  language: SurveyLanguage;
  languages: readonly SurveyLanguage[];
  onChange: (language: SurveyLanguage) => void;
}

/**
 * The survey's languages, each named in itself, for a respondent whose browser picked the wrong
 * one. Nothing when the survey is in one language only. Hooks come first: the page's words are
 * read even when nothing is shown.
 */
export function LanguageSwitcher({ language, languages, onChange }: LanguageSwitcherProps) {
  const { text, locale } = useRespondText();
  if (languages.length < 2) return null;
  return (
    <div className="language-switcher">
      {/* In the page's language, and in English too, for someone who cannot read the one shown. */}
      <label htmlFor="survey-language">
        {text('respond.language.label')}
        {locale === 'en' ? null : <span lang="en"> · Language</span>}
      </label>
      <select
        id="survey-language"
        value={language}
        onChange={(event) => onChange(event.target.value as SurveyLanguage)}
      >
        {languages.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {LANGUAGE_NAMES[tag]}
          </option>
        ))}
      </select>
    </div>
  );
}
