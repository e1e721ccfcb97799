import type { LucideIcon } from 'lucide-react';
import Banknote from 'lucide-react/icons/banknote';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarOff from 'lucide-react/icons/calendar-off';
import ChartColumn from 'lucide-react/icons/chart-column';
import Circle from 'lucide-react/icons/circle';
import CircleHelp from 'lucide-react/icons/circle-help';
import ClipboardPen from 'lucide-react/icons/clipboard-pen';
import Eye from 'lucide-react/icons/eye';
import FolderOpen from 'lucide-react/icons/folder-open';
import Handshake from 'lucide-react/icons/handshake';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import ListTodo from 'lucide-react/icons/list-todo';
import MapPin from 'lucide-react/icons/map-pin';
import Search from 'lucide-react/icons/search';
import Settings from 'lucide-react/icons/settings';
import Star from 'lucide-react/icons/star';
import UsersRound from 'lucide-react/icons/users-round';

/*
 * The icon of each menu entry (server/features/shell/menu.ts ids). Each icon is imported from its
 * own file so that only these reach the staff pages' JavaScript, never the whole library.
 */
const ICONS: Record<string, LucideIcon> = {
  shortlist: LayoutDashboard,
  worklist: ListTodo,
  search: Search,
  workflow: FolderOpen,
  settlement: Banknote,
  preview: Eye,
  config: Settings,
  'manager-area': UsersRound,
  'time-off': CalendarOff,
  reports: ChartColumn,
  'special-customers': Star,
  'config-partners': Handshake,
  help: CircleHelp,
  'appointment-locations': MapPin,
  'assessment-search': ClipboardPen,
  agenda: CalendarDays,
};

/** An entry's icon; a plain circle for an entry the server adds before this list knows it. */
export const iconOf = (id: string): LucideIcon => ICONS[id] ?? Circle;
