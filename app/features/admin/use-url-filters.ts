/**
 * A list's filters kept in the page's address (?status=pending&q=anna), so a reload, a link or Back shows the same
 * list. A value left at its default stays out of the address. `formKey` changes only when the address changed from
 * outside (Back, a link), not by the list's own `set`: keyed by it, a form holding what is typed starts again from
 * the address without losing the focus while the owner types.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Each filter a string, by name. */
export type UrlFilters<T> = { [K in keyof T]: string };

function pick<T extends UrlFilters<T>>(params: URLSearchParams, defaults: T): T {
  const values: Record<string, string> = {};
  for (const [name, fallback] of Object.entries<string>(defaults)) values[name] = params.get(name) ?? fallback;
  return values as T;
}

/** The filters in the address, each a key of `defaults` (a constant: its values are what "no filter" means). */
export function useUrlFilters<T extends UrlFilters<T>>(defaults: T) {
  const [params, setParams] = useSearchParams();
  const serialized = JSON.stringify(pick(params, defaults));
  const filters = useMemo(() => JSON.parse(serialized) as T, [serialized]);
  const written = useRef(serialized);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (serialized === written.current) return;
    written.current = serialized;
    setFormKey((key) => key + 1);
  }, [serialized]);

  /** Changes some filters (and other parameters, e.g. `open`); a new list replaces the entry, Back leaves the page. */
  const set = useCallback(
    (next: Partial<Record<string, string | null>>, options: { push?: boolean } = {}) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [name, value] of Object.entries(next)) {
            const isDefault =
              value === null ||
              value === undefined ||
              value.trim() === '' ||
              value === (defaults as Record<string, string>)[name];
            if (isDefault) out.delete(name);
            else out.set(name, value.trim());
          }
          written.current = JSON.stringify(pick(out, defaults));
          return out;
        },
        { replace: !options.push, preventScrollReset: true },
      );
    },
    [defaults, setParams],
  );

  return { filters, set, formKey, params };
}

/** `value` when it is one of `allowed`, else `fallback` (an address typed or edited by hand). */
export function oneOf<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
