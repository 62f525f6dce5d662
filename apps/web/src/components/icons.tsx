import type { SVGProps } from 'react';

/** The side menu's icons (app/layout/menu.ts). */
export type MenuIcon =
  | 'orders'
  | 'segments'
  | 'conversions'
  | 'finance'
  | 'profile'
  | 'admin'
  | 'review'
  | 'promo'
  | 'accounts'
  | 'billing'
  | 'logout';

/** A handful of stroke icons (24 px grid), drawn here rather than pulling an icon library into the bundle. */
const PATHS: Record<
  MenuIcon | 'globe' | 'info' | 'chevron' | 'plus' | 'alert' | 'check' | 'circle',
  string[]
> = {
  orders: ['M3 12h4l3 8 4-16 3 8h4'],
  segments: [
    'M9 7a3 3 0 1 0 0 .01',
    'M3 20v-1a5 5 0 0 1 5-5h2a5 5 0 0 1 5 5v1',
    'M16 4a3 3 0 0 1 0 6',
    'M21 20v-1a5 5 0 0 0-3-4.5',
  ],
  conversions: ['M12 3v4', 'M12 17v4', 'M3 12h4', 'M17 12h4', 'M12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6'],
  finance: ['M3 7h18v12H3z', 'M3 11h18', 'M7 15h3'],
  profile: ['M12 8a4 4 0 1 0 0 .01', 'M5 21v-1a7 7 0 0 1 14 0v1'],
  admin: ['M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z', 'M9 12l2 2 4-4'],
  logout: [
    'M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2',
    'M9 12h12',
    'M18 9l3 3-3 3',
  ],
  globe: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18',
    'M3.6 9h16.8',
    'M3.6 15h16.8',
    'M12 3a14 14 0 0 1 0 18',
    'M12 3a14 14 0 0 0 0 18',
  ],
  info: ['M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18', 'M12 11v5', 'M12 8h.01'],
  chevron: ['M9 6l6 6-6 6'],
  plus: ['M12 5v14', 'M5 12h14'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  circle: ['M12 4a8 8 0 1 0 0 16 8 8 0 1 0 0-16'],
  review: ['M9 5H5v15h14V5h-4', 'M9 3h6v4H9z', 'M8.5 13l2.5 2.5 4.5-4.5'],
  promo: ['M3 12V4h8l10 10-8 8z', 'M7.5 8a.5.5 0 1 0 0 .01'],
  accounts: ['M4 5h16v14H4z', 'M9 10a2 2 0 1 0 0 .01', 'M6 16a3 3 0 0 1 6 0', 'M14 10h4', 'M14 14h4'],
  billing: ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
  alert: [
    'M12 9v4',
    'M12 17h.01',
    'M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z',
  ],
};

export type IconName = keyof typeof PATHS;

export function Icon({
  name,
  size = 20,
  ...rest
}: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
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
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** The brand mark: a rising line on a square (navy on light grounds, bright blue on the navy header). */
export function BrandMark({ size = 30, onDark = false }: { size?: number; onDark?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={onDark ? '#345fcd' : '#1b2a4a'} />
      <path
        d="M8 22 14 10l4 8 2-4 4 8"
        fill="none"
        stroke={onDark ? '#ffffff' : '#7ea2ff'}
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
