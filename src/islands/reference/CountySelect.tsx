import { useEffect, useState } from 'react';
import type { ReferenceItem } from '../../../contract/reference.ts';
import { loadReferenceList } from '../../lib/reference/lists.ts';
import type { invalidProps } from '../common/field-aria.ts';
import { inputClass } from '../common/FormProblem.tsx';

/** Romania's counties from the reference list (cached for the browser session). */
export function CountySelect({
  label,
  value,
  onChange,
  id,
  invalid = {},
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  /** For a form that moves focus to the select when it is at fault. */
  id?: string;
  /** invalidProps of the message beside it, so a screen reader says what is wrong. */
  invalid?: ReturnType<typeof invalidProps>;
}) {
  const [counties, setCounties] = useState<ReferenceItem[]>([]);
  useEffect(() => {
    void loadReferenceList('counties').then(setCounties, () => setCounties([]));
  }, []);
  return (
    <label className="text-sm">
      {label}
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} {...invalid}>
        <option value="">–</option>
        {counties.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}
