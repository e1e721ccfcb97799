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
  const button = useRef<HTMLButtonElement>(null);
  const prepare = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (module) => {
        start.current.focus = document.activeElement === button.current;
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
      onClick={press}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        press();
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
