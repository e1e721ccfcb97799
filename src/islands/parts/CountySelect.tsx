import { useEffect, useState } from 'react';
import type { ReferenceItem } from '../../../contract/reference.ts';
import { loadReferenceList } from '../../lib/reference/lists.ts';
import { inputClass } from './FormProblem.tsx';

/** Romania's counties from the reference list (cached for the browser session). */
export function CountySelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
}) {
  const [counties, setCounties] = useState<ReferenceItem[]>([]);
  useEffect(() => {
    void loadReferenceList('counties').then(setCounties, () => setCounties([]));
  }, []);
  return (
    <label className="text-sm">
      {label}
      <select className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
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
