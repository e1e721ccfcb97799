/**
 * A status as its name beside a dot of its colour: the name carries the meaning, so the colour
 * needs no contrast with text and colour-blind readers lose nothing. The dot's colour is an SVG
 * attribute, not an inline style, which the content security policy would refuse.
 */
export function StatusBadge({ name, color }: { name: string; color: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <svg viewBox="0 0 10 10" className="h-2.5 w-2.5 shrink-0" aria-hidden="true">
        <circle cx="5" cy="5" r="5" fill={color} />
      </svg>
      {name}
    </span>
  );
}
