import React, { type ComponentType, forwardRef, type RefAttributes, useCallback, useMemo } from "react";

/**
 * The `filled-relation` widget: Decap's relation control, offering only the list items whose value field is filled.
 * Decap's own offers every item of the list its value_field runs through (`videos` of `videos.*.playlistId`), one
 * without a value too: a topic's video that is no playlist course came up among the playlist courses, and an empty
 * field showed it as chosen (the control finds its selected option by value, and both are undefined). This one hands
 * the control the entries it searched with those items left out; every option, label, search and check stay Decap's.
 */

/** One entry a relation search found, as Decap hands it to the control: its fields in `data`, as plain values. */
export interface RelationHit {
  data: Record<string, unknown>;
}

/** What Decap's search action resolves to (its querySuccess). */
export interface RelationQueryResult {
  payload: { hits: RelationHit[] };
}

/** What Decap hands a relation control, as far as this widget reads it; the control gets all of it. */
export interface RelationControlProps {
  field: { get(key: string): unknown };
  query(...search: unknown[]): Promise<RelationQueryResult>;
  /** The field's last search's entries, from Decap's store. */
  queryHits?: RelationHit[] | object;
}

const WILDCARD = ".*.";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The values at a field path (its names, `*` for every item of a list), as Decap's relation control reads them. */
function valuesAt(data: unknown, [name, ...rest]: string[]): unknown[] {
  if (name === undefined) return [data];
  if (name === "*") return Array.isArray(data) ? data.flatMap((item) => valuesAt(item, rest)) : [];
  return isRecord(data) ? valuesAt(data[name], rest) : [];
}

/** `data` with the value at `path` (names of nested fields) replaced. */
function replaced(data: Record<string, unknown>, [name, ...rest]: string[], value: unknown): Record<string, unknown> {
  const inner = data[name];
  return { ...data, [name]: rest.length === 0 || !isRecord(inner) ? value : replaced(inner, rest, value) };
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== "";

/**
 * The hit with, in the list `valueField` runs through, only the items that have a value there: the others are nothing
 * to choose. A value field through no list (`title`, `{{slug}}`) leaves the hit as it is.
 */
export function withFilledItems(hit: RelationHit, valueField: string): RelationHit {
  const [listPath, ...inItem] = valueField.split(WILDCARD);
  if (inItem.length === 0) return hit;
  const listNames = listPath.split(".");
  // The rest of the path, from an item: a wildcard there stands for every item of a list inside it.
  const itemNames = inItem.join(WILDCARD).split(".");
  const [items] = valuesAt(hit.data, listNames);
  if (!Array.isArray(items)) return hit;
  const kept = items.filter((item) => valuesAt(item, itemNames).some(filled));
  return { ...hit, data: replaced(hit.data, listNames, kept) };
}

/** The widget's control, around Decap's relation control. */
export function filledRelationControl<Handle>(
  RelationControl: ComponentType<RelationControlProps & RefAttributes<Handle>>,
) {
  // Decap validates the field through the control it holds (the relation control's isValid): the ref is handed on.
  return forwardRef<Handle, RelationControlProps>(function FilledRelationControl(props, ref) {
    const { field, query, queryHits } = props;
    const valueField = String(field.get("value_field") ?? "");
    const offered = useCallback(
      (hits: RelationHit[]) => hits.map((hit) => withFilledItems(hit, valueField)),
      [valueField],
    );
    // The same array while the store's is: the relation control redraws when its hits change.
    const shownHits = useMemo(() => (Array.isArray(queryHits) ? offered(queryHits) : queryHits), [queryHits, offered]);
    const search = useCallback(
      async (...args: unknown[]) => {
        const result = await query(...args);
        return { ...result, payload: { ...result.payload, hits: offered(result.payload.hits ?? []) } };
      },
      [query, offered],
    );
    return <RelationControl {...props} ref={ref} query={search} queryHits={shownHits} />;
  });
}
