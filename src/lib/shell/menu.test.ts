import { describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from '../../../contract/menu.ts';
import { loadMenu } from '../stores/menu.ts';
import { $session, type Session } from '../stores/session.ts';
import { createSideMenu, followMenu, isCurrent, splitBottomBar } from './menu.ts';

vi.mock('../stores/menu.ts', async () => {
  const { atom } = await import('nanostores');
  const actual = await vi.importActual<typeof import('../stores/menu.ts')>('../stores/menu.ts');
  return { $menu: atom(null), bottomBarEntries: actual.bottomBarEntries, loadMenu: vi.fn(async () => undefined) };
});
vi.mock('../stores/session.ts', async () => {
  const { atom } = await import('nanostores');
  return { $session: atom(null) };
});
vi.mock('../stores/sidebar.ts', () => ({ loadSidebar: vi.fn() }));

const signedIn = (userId: string, idToken = 't') => ({ idToken, profile: { user_id: userId } }) as unknown as Session;
const entry = (id: string, mobileOrder: number | null) => ({ id, mobileOrder }) as MenuEntry;

describe('the shell menu', () => {
  it('is loaded once per signed-in user, and never on a guest page', () => {
    vi.mocked(loadMenu).mockClear();
    $session.set(null);
    const stop = followMenu(() => '/worklist');
    expect(loadMenu).not.toHaveBeenCalled();
    $session.set(signedIn('u1'));
    $session.set(signedIn('u1', 'renewed'));
    expect(loadMenu).toHaveBeenCalledTimes(1);
    $session.set(signedIn('u2'));
    expect(loadMenu).toHaveBeenCalledTimes(2);
    stop();
    $session.set(signedIn('u3'));
    expect(loadMenu).toHaveBeenCalledTimes(2);

    const guest = followMenu(() => '/guest/abc');
    expect(loadMenu).toHaveBeenCalledTimes(2);
    guest();
  });

  it('puts the first three bottom-bar entries on the bar and the rest under More, never search', () => {
    const menu = [entry('a', 2), entry('search', null), entry('b', 1), entry('c', 4), entry('d', 3)];
    const bar = splitBottomBar(menu);
    expect(bar.shown.map((e) => e.id)).toEqual(['b', 'a', 'd']);
    expect(bar.more.map((e) => e.id)).toEqual(['c']);
    expect(splitBottomBar(null)).toEqual({ shown: [], more: [] });
  });

  it('marks the current entry in either language', () => {
    expect(isCurrent('/worklist', '/worklist')).toBe(true);
    expect(isCurrent('/worklist', '/ro/worklist')).toBe(true);
    expect(isCurrent('/worklist', '/reports')).toBe(false);
  });

  it('keeps one submenu open at a time, and a second press closes it', () => {
    const side = createSideMenu();
    side.toggleSubmenu('config');
    expect(side.$openSubmenu.get()).toBe('config');
    side.toggleSubmenu('reports');
    expect(side.$openSubmenu.get()).toBe('reports');
    side.toggleSubmenu('reports');
    expect(side.$openSubmenu.get()).toBeNull();
  });
});
