import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';

/**
 * A store's value for an island, but its server-side value until the island has mounted. Another
 * island may fill a shared store (from sessionStorage, say) before this one hydrates; rendering
 * that value during hydration would not match the pre-rendered HTML (React error 418).
 */
export function useClientStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? value : serverValue;
}
