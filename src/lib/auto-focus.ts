import { options, type VNode } from 'preact';

type Ref = ((element: Element | null) => void) | { current: Element | null } | null | undefined;

const focusedOnce = new WeakSet<Element>();
const previousVnodeHook = options.vnode;

/**
 * `autoFocus` as React does it: the element takes the focus when it is put on the page, each time
 * it is. Preact only sets the attribute, which the browser honours once per page, so a dialog's
 * first field opened a second time was left without the focus.
 */
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { autoFocus?: boolean };
  if (typeof vnode.type === 'string' && props.autoFocus) {
    const given = (vnode as { ref?: Ref }).ref;
    (vnode as { ref?: Ref }).ref = (element: Element | null) => {
      if (element instanceof HTMLElement && !focusedOnce.has(element)) {
        focusedOnce.add(element);
        element.focus();
      }
      if (typeof given === 'function') given(element);
      else if (given) given.current = element;
    };
  }
  previousVnodeHook?.(vnode);
};
