import type { SVGProps } from 'react';
import { Icon as ShellIcon, type IconName as ShellIconName } from './icons.tsx';

/**
 * The campaign screens' own stroke icons, drawn like the shell's (24 px grid). Kept out of the shell's set, which
 * the login page loads: each path there costs the login page's bundle budget.
 */
const PATHS = {
  pause: ['M8 5v14', 'M16 5v14'],
  play: ['M7 4.5v15l12.5-7.5z'],
  copy: ['M9 9h11v11H9z', 'M5 15H4V4h11v1'],
  code: ['M8 7l-5 5 5 5', 'M16 7l5 5-5 5', 'M13.5 4l-3 16'],
  trash: ['M4 7h16', 'M10 11v6', 'M14 11v6', 'M6 7l1 13h10l1-13', 'M9 7V4h6v3'],
  upload: ['M12 16V4', 'M7 9l5-5 5 5', 'M4 16v4h16v-4'],
  search: ['M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 1 0 0-13', 'M15.5 15.5L20 20'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4'],
  edit: ['M4 20h4L19 9l-4-4L4 16z', 'M14 6l4 4'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6'],
  image: ['M4 5h16v14H4z', 'M4 16l5-5 4 4 3-3 4 4', 'M15 9h.01'],
  card: ['M3 6h18v12H3z', 'M3 10h18', 'M7 15h4'],
  archive: ['M3 4h18v4H3z', 'M5 8v12h14V8', 'M10 12h4'],
  unarchive: ['M3 4h18v4H3z', 'M5 8v12h14V8', 'M12 18v-6', 'M9.5 14.5L12 12l2.5 2.5'],
  more: ['M12 5h.01', 'M12 12h.01', 'M12 19h.01'],
} satisfies Record<string, string[]>;

export type IconName = keyof typeof PATHS | ShellIconName;

export function Icon({
  name,
  size = 20,
  ...rest
}: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  if (!(name in PATHS)) return <ShellIcon name={name as ShellIconName} size={size} {...rest} />;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {PATHS[name as keyof typeof PATHS].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
