import PanelLeft from 'lucide-react/icons/panel-left';
import { useClientStore } from '../../lib/use-client-store.ts';
import { $sidebar, cycleSidebar, type SidebarState } from '../../lib/stores/sidebar.ts';

/**
 * The toolbar button that moves the side menu through normal, compact and closed; expanded only
 * while the menu shows its entries' names.
 */
export default function SidebarToggle({ messages }: { messages: { 'shell.sidebarToggle': string } }) {
  // None until the island has hydrated: the button stays disabled, as a press before then would be lost.
  const shown = useClientStore<SidebarState | null>($sidebar, null);
  const state = shown ?? 'normal';
  return (
    <button
      type="button"
      onClick={cycleSidebar}
      disabled={shown === null}
      aria-label={messages['shell.sidebarToggle']}
      aria-controls="side-menu"
      aria-expanded={state === 'normal'}
      data-state={state}
      className="hidden rounded px-2 py-1 text-on-brand hover:bg-white/10 small:block"
    >
      <PanelLeft aria-hidden="true" className="h-6 w-6" />
    </button>
  );
}
