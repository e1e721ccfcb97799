import { useClientStore } from '../../lib/use-client-store.ts';
import { $sidebar, cycleSidebar } from '../../lib/stores/sidebar.ts';

/** The toolbar button that moves the side menu through normal, compact and closed. */
export default function SidebarToggle({ messages }: { messages: { 'shell.sidebarToggle': string } }) {
  const state = useClientStore($sidebar, 'normal');
  return (
    <button
      type="button"
      onClick={cycleSidebar}
      aria-label={messages['shell.sidebarToggle']}
      aria-controls="side-menu"
      data-state={state}
      className="hidden rounded px-2 py-1 text-xl leading-none text-white hover:bg-white/10 small:block"
    >
      <span aria-hidden="true">☰</span>
    </button>
  );
}
