/** A group of checkboxes under one legend: several of a fixed list of values (languages, day parts…). */
export function Checks<V extends string>({
  legend,
  values,
  label,
  chosen,
  onChange,
}: {
  legend: string;
  values: readonly V[];
  label: (v: V) => string;
  chosen: readonly string[];
  onChange: (next: V[]) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {values.map((v) => (
          <label
            key={v}
            className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm text-slate-900"
          >
            <input
              type="checkbox"
              className="size-4 accent-indigo-600"
              checked={chosen.includes(v)}
              onChange={(e) =>
                onChange(
                  (e.target.checked ? [...chosen, v] : chosen.filter((c) => c !== v)).filter((c): c is V =>
                    (values as readonly string[]).includes(c),
                  ),
                )
              }
            />
            {label(v)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
