/** A table's row of column headings; `actions` names the last column (its buttons) for screen readers only. */
export function ColumnHeads({ names, actions }: { names: string[]; actions?: string }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className="px-2 py-1">
            {name}
          </th>
        ))}
        {actions && (
          <th scope="col" className="px-2 py-1">
            <span className="sr-only">{actions}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
