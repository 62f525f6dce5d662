import fs from 'node:fs';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the one shipped
 * inside the @sparticuz/chromium npm package (so `npm test` passes with nothing installed by hand).
 */
export async function chromiumExecutable(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
