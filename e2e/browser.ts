import fs from 'node:fs';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH; else Debian's headless shell (package
 * chromium-headless-shell, the build Playwright itself runs headless tests on: the whole suite took 13.7 instead of
 * 18.2 minutes with the full browser on a 2-core machine); else Debian's /usr/bin/chromium; else the one shipped
 * inside the @sparticuz/chromium npm package (so `npm test` passes with nothing installed by hand).
 */
export async function chromiumExecutable(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const debian of ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']) {
    if (fs.existsSync(debian)) return debian;
  }
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
