import {
  LANGUAGE_NAMES,
  type SurveyLanguage,
} from '../../../../../shared/src/domain/survey-languages';

interface LanguageSwitcherProps {
  language: SurveyLanguage;
  languages: readonly SurveyLanguage[];
  onChange: (language: SurveyLanguage) => void;
}

/**
 * The survey's languages, each named in itself, for a respondent whose browser picked the wrong
 * one. Nothing when the survey is in one language only.
 */
export function LanguageSwitcher({ language, languages, onChange }: LanguageSwitcherProps) {
  if (languages.length < 2) return null;
  return (
    <div className="language-switcher">
      <label htmlFor="survey-language">Language</label>
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
