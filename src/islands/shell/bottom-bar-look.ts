/** An entry of the bottom bar and its More button: the icon above the name, a line on top for the page shown. */
export const BAR_ITEM = [
  'relative flex flex-col items-center gap-0.5 border-t-4 border-transparent px-2 pt-1.5 pb-2',
  'text-center text-sm font-medium text-gray-900',
].join(' ');
