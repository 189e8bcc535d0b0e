import React, { useId } from "react";
import { APP_ONLY_CLASS } from "../components/appOnly";

interface CatalogFilterProps {
  label: string;
  allLabel: string;
  /** Each choice present in the list: its value in the address, and its name. */
  options: readonly (readonly [string, string])[];
  value: string;
  onChange: (value: string) => void;
  /** What it filters by: language-filter, length-filter. */
  className: string;
}

/** "All" plus each choice the list has (a language, a length). Hidden without JavaScript, where every card is listed. */
export function CatalogFilter({ label, allLabel, options, value, onChange, className }: CatalogFilterProps) {
  const id = useId();
  return (
    <div className={`${className} ${APP_ONLY_CLASS} flex-shrink-0`}>
      <label htmlFor={id} className="d-block mb-2 text-nowrap">
        {label}
      </label>
      <select id={id} className="catalog-field" value={value} onChange={(event) => onChange(event.target.value)}>
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
