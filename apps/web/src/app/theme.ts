import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, ink },
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
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    NavLink: { defaultProps: { variant: 'light' } },
  },
});
