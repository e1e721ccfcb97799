import { type ComponentType, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/** What was done to the menu's button before its code arrived, for the loaded menu to do again. */
export interface MenuStart {
  open: boolean;
  focus: boolean;
}

type LoadedMenu<P> = ComponentType<P & { start: MenuStart }>;

// The keys that open a menu from its button (WAI-ARIA's menu button pattern).
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A menu button whose menu (Headless UI's Menu with its positioning, a fifth of a staff page's
 * weight) loads when the person points at the button, focuses it or presses it; until then the
 * button looks and reads the same. A press made before the code arrived opens the menu once it does.
 */
export function DeferredMenu<P extends object>({
  load,
  props,
  className,
  label,
  children,
}: {
  load: () => Promise<{ default: LoadedMenu<P> }>;
  /** What the loaded menu is given. */
  props: P;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  const [Menu, setMenu] = useState<LoadedMenu<P> | null>(null);
  const start = useRef<MenuStart>({ open: false, focus: false });
  const loading = useRef(false);
  // Once the menu is here its stand-in goes, and losing the focus then is not the person moving on.
  const arrived = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const prepare = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (module) => {
        start.current.focus = document.activeElement === button.current;
        arrived.current = true;
        setMenu(() => module.default);
      },
      // Offline for a moment: the next press tries again.
      () => {
        loading.current = false;
      },
    );
  };
  const press = () => {
    start.current.open = true;
    prepare();
  };
  if (Menu) return <Menu {...props} start={start.current} />;
  return (
    <button
      ref={button}
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerEnter={prepare}
      onFocus={prepare}
      // A press counts from its start: should the menu arrive between the pointer going down and
      // up, the button under it changes and no click follows.
      onPointerDown={(event) => {
        if (event.button === 0) press();
      }}
      onClick={press}
      onKeyDown={(event) => {
        // Escape before the menu came: it must not open after all.
        if (event.key === 'Escape') start.current.open = false;
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        press();
      }}
      // Moving on (Tab, a click elsewhere) before the menu came: it opens only if asked again.
      onBlur={() => {
        if (!arrived.current) start.current.open = false;
      }}
    >
      {children}
    </button>
  );
}

/** On the loaded menu's button: keeps the focus its stand-in had, and opens if it was pressed. */
export function useMenuStart(button: RefObject<HTMLButtonElement | null>, start: MenuStart) {
  // Once, when the loaded menu replaces its stand-in.
  useEffect(() => {
    const element = button.current;
    if (!element || !(start.focus || start.open)) return;
    element.focus();
    // The menu's own keyboard opening: the first item takes focus, as after Enter.
    if (start.open) element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  }, []);
}
