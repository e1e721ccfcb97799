import type { ReactNode, RefObject } from 'react';
import { partHeadingClass } from './money-keys.ts';

/**
 * A part of the claim's money: its heading (where focus goes after a save) and, while none of its
 * forms is open, the actions that open them.
 */
export function PartHeader({
  id,
  title,
  heading,
  actions,
}: {
  id: string;
  title: string;
  heading: RefObject<HTMLHeadingElement | null>;
  actions: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 ref={heading} id={id} className={partHeadingClass}>
        {title}
      </h3>
      {actions}
    </div>
  );
}
