/** A group of prices per piece (sizes, platings, packaging): one dollar box each, with its label and error. */
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

export interface MoneyGridProps<K extends string> {
  legend: string;
  hint?: string;
  keys: readonly K[];
  labels: Record<K, string>;
  values: Record<K, string>;
  /** The table path of the group ("platingCents"): a key's error is under `${path}.${key}`. */
  path: string;
  errors: Partial<Record<string, string>>;
  onChange(key: K, value: string): void;
}

export function MoneyGrid<K extends string>(props: MoneyGridProps<K>) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{props.legend}</legend>
      {props.hint ? <p className="text-xs text-slate-500">{props.hint}</p> : null}
      {/* min-w-0: a field may be narrower than an input's own width, so two fit on a phone. */}
      <div className="grid grid-cols-2 gap-3 *:min-w-0 sm:grid-cols-4">
        {props.keys.map((key) => (
          <Field key={key} label={`${props.labels[key]} ($)`} error={props.errors[`${props.path}.${key}`] ?? null}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                value={props.values[key]}
                onChange={(event) => props.onChange(key, event.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
