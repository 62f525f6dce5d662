import { parseSize } from '@portal/domain';

/**
 * The display formats offered on the line item step: the IAB standard sizes most sold on the network. The server
 * accepts any size; this is the shop window, not a rule. Keys name their label in `orders.sizes`.
 */
export const OFFERED_SIZES = [
  { size: '300x250', key: 'mediumRectangle' },
  { size: '728x90', key: 'leaderboard' },
  { size: '300x600', key: 'halfPage' },
  { size: '160x600', key: 'skyscraper' },
  { size: '970x250', key: 'billboard' },
  { size: '320x50', key: 'mobileBanner' },
  { size: '320x100', key: 'largeMobileBanner' },
] as const;

/** The thumbnail box of a size: its proportions within a square of `box` pixels. */
export function thumbnail(text: string, box: number): { width: number; height: number } {
  const size = parseSize(text) ?? { width: 1, height: 1 };
  const scale = box / Math.max(size.width, size.height);
  return {
    width: Math.max(4, Math.round(size.width * scale)),
    height: Math.max(4, Math.round(size.height * scale)),
  };
}
