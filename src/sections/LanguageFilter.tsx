import React, { useId } from "react";
import { useLocale } from "../components/SiteContext";
import { languageCode, languageName } from "../content/languages";
import { APP_ONLY_CLASS } from "../components/appOnly";
import { FILTER_ATTRIBUTE, LANGUAGE_PARAMETER } from "../catalogTools/markup";

interface LanguageFilterProps {
  label: string;
  allLabel: string;
  /** The language names present in the list, as data/ writes them ("Arabic"). */
  languages: readonly string[];
}

/**
 * "All languages" plus each language present, worked by the catalog tools' code (src/catalogTools/filters.ts), which
 * keeps the choice in the address (`?lang=ar`). Hidden without JavaScript, where every video stays listed.
 */
export function LanguageFilter({ label, allLabel, languages }: LanguageFilterProps) {
  const id = useId();
  const locale = useLocale();
  return (
    <div className={`language-filter ${APP_ONLY_CLASS} flex-shrink-0`}>
      <label htmlFor={id} className="d-block mb-2 text-nowrap">
        {label}
      </label>
      <select id={id} className="catalog-field" defaultValue="" {...{ [FILTER_ATTRIBUTE]: LANGUAGE_PARAMETER }}>
        <option value="">{allLabel}</option>
        {languages.map((name) => (
          <option key={name} value={languageCode(name)}>
            {languageName(name, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
