import PanelLeft from 'lucide-react/icons/panel-left';
import { useClientStore } from '../../lib/use-client-store.ts';
import { $sidebar, cycleSidebar } from '../../lib/stores/sidebar.ts';

/**
 * The toolbar button that moves the side menu through normal, compact and closed; expanded only
 * while the menu shows its entries' names.
 */
export default function SidebarToggle({ messages }: { messages: { 'shell.sidebarToggle': string } }) {
  const state = useClientStore($sidebar, 'normal');
  return (
    <button
      type="button"
      onClick={cycleSidebar}
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
