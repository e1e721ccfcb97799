import { useEffect, useState } from 'react';
import { sayRecordPainted } from './record-painted.ts';

/**
 * A record-first page's island says so once it shows more than "Loading", after the browser has
 * painted it, and learns it then: what the island shows below the record (its panels) loads from
 * that moment, behind the record rather than beside it. Effects run before the next paint here
 * (src/lib/effects-before-input.ts); the frame after next begins once that paint is on screen.
 */
export function useRecordPainted(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown) return;
    // A tab opened in the background paints nothing and runs no frame callbacks until it is shown:
    // there the record counts as painted at once, so the panels are ready when the person looks.
    if (document.visibilityState === 'hidden') {
      sayRecordPainted();
      setPainted(true);
      return;
    }
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        sayRecordPainted();
        setPainted(true);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return painted;
}
