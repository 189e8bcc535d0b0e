import React, { useId } from "react";
import { APP_ONLY_CLASS } from "../components/appOnly";
import { FILTER_ATTRIBUTE } from "../catalogTools/markup";

interface CatalogFilterProps {
  label: string;
  allLabel: string;
  /** Each choice present in the list: its value in the address, and its name. */
  options: readonly (readonly [string, string])[];
  /** The address parameter it sets (lang, length). */
  parameter: string;
  /** What it filters by: language-filter, length-filter. */
  className: string;
}

/**
 * "All" plus each choice the list has (a language, a length), worked by the catalog tools' code
 * (src/catalogTools/filters.ts), which keeps the choice in the address. Hidden without JavaScript, where every card is
 * listed.
 */
export function CatalogFilter({ label, allLabel, options, parameter, className }: CatalogFilterProps) {
  const id = useId();
  return (
    <div className={`${className} ${APP_ONLY_CLASS} flex-shrink-0`}>
      <label htmlFor={id} className="d-block mb-2 text-nowrap">
        {label}
      </label>
      <select id={id} className="catalog-field" defaultValue="" {...{ [FILTER_ATTRIBUTE]: parameter }}>
        <option value="">{allLabel}</option>
        {options.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
