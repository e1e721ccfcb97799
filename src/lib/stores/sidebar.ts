import { atom } from 'nanostores';

/** The side menu is normal, compact or closed; the choice is kept for the session. */
export type SidebarState = 'normal' | 'compact' | 'closed';

const STORAGE_KEY = 'claims.sidebar';
export const $sidebar = atom<SidebarState>('normal');

export function loadSidebar(): void {
  const stored = sessionStorage.getItem(STORAGE_KEY);
  if (stored === 'normal' || stored === 'compact' || stored === 'closed') $sidebar.set(stored);
}

function setSidebar(state: SidebarState): void {
  sessionStorage.setItem(STORAGE_KEY, state);
  $sidebar.set(state);
}

const NEXT: Record<SidebarState, SidebarState> = { normal: 'compact', compact: 'closed', closed: 'normal' };
export const cycleSidebar = () => setSidebar(NEXT[$sidebar.get()]);
