import {
  createTheme,
  defaultVariantColorsResolver,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/** A deep, calm blue: trustworthy, readable on white, strong enough for primary actions. */
const brand: MantineColorsTuple = [
  '#edf2ff',
  '#dbe4fd',
  '#b4c6f6',
  '#8aa6f0',
  '#678aea',
  '#5079e7',
  '#4370e6',
  '#345fcd',
  '#2b54b8',
  '#1d47a3',
];

/** The navy of the header and brand mark. */
const ink: MantineColorsTuple = [
  '#eef1f7',
  '#dce1ea',
  '#b5c0d5',
  '#8c9dc0',
  '#6a80ae',
  '#556ea4',
  '#4a65a0',
  '#3b548d',
  '#324a7f',
  '#1b2a4a',
];

/*
 * WCAG 2.2 AA (issue 12): text at 4.5:1 at least, fixed here once rather than screen by screen. Mantine's darker
 * shades of orange, yellow, green and teal are too light for text on white or on their own light tint; these keep
 * its lighter shades and darken 7 to 9 (Tailwind's 700-900 hues), the ones text and filled badges use.
 */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#a16207',
  '#854d0e',
  '#713f12',
];
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0c7a5f',
  '#0a6b53',
  '#085443',
];
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#2b7a3b',
  '#236c32',
  '#1b5527',
];

/** Secondary ("dimmed") text: Mantine's gray 6 is 3.3:1 on white, gray 7 above 7:1; field errors red 9, not red 6. */
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7], '--mantine-color-error': t.colors.red[9] },
  dark: {},
});

/**
 * Light and filled variants (badges, alerts, light buttons, theme icons) take their text from shade 9 on the tint,
 * and their filled background from shade 9, so every colour reads at 4.5:1 or more.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  const color = input.color ?? input.theme.primaryColor;
  const known = color in input.theme.colors;
  if (!known) return resolved;
  if (input.variant === 'light') return { ...resolved, color: `var(--mantine-color-${color}-9)` };
  if (input.variant === 'filled' && color !== input.theme.primaryColor && color !== 'dark') {
    return {
      ...resolved,
      background: `var(--mantine-color-${color}-9)`,
      hover: `var(--mantine-color-${color}-9)`,
      color: 'var(--mantine-color-white)',
    };
  }
  return resolved;
};

export { cssVariablesResolver };

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, ink, orange, yellow, teal, green },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  black: '#16213b',
  cursorType: 'pointer',
  // Dialogs, menus and the navigation appear at once for a visitor who asked the system for less motion.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    NavLink: { defaultProps: { variant: 'light' } },
    // A badge says a status: never cut to "EN ATTENTE D'APPR…". Its table column widens to the whole label, and
    // beside a name in a row that does not wrap, the name gives way.
    Badge: { styles: { root: { flexShrink: 0 }, label: { overflow: 'visible' } } },
  },
});
