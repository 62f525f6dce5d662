import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, registerAdvertiser, type Lang } from './fixtures/accounts.ts';
import { ADMIN, campaignReadyToSubmit } from './fixtures/campaigns.ts';

/**
 * WCAG 2.2 AA on every screen (issue 12): axe-core (rules wcag2a, wcag2aa, wcag21aa, wcag22aa) on each screen, in
 * French and English, logged out and logged in, at 1280 and 400 px, with the wizard's steps, a dialog and error
 * states open. One page load per screen, language and width; the logged-in screens share one signed-in context.
 * Every violation of a run is gathered, so one failure lists them all (screen, rule, elements).
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [1280, 400] as const;

interface Found {
  screen: string;
  rule: string;
  targets: string[];
}

async function audit(page: Page, screen: string, found: Found[]): Promise<void> {
  // The screen is drawn: its main heading is there and nothing is loading.
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 15_000 });
  // axe-core is injected once per document (the sweep stays in one page) and in each frame (the card form's),
  // which the top frame's run audits through them.
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  const run = () =>
    page.evaluate(
      (tags) =>
        (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        }),
      TAGS,
    );
  let result = await run();
  if (result.violations.length > 0) {
    // A screen caught mid-transition (a fade's opacity lowers contrast) is looked at again once it has settled;
    // what is really wrong is still there.
    await page.waitForTimeout(1_000);
    result = await run();
  }
  for (const violation of result.violations) {
    found.push({
      screen,
      rule: `${violation.id}: ${violation.help}`,
      targets: violation.nodes.slice(0, 4).map((node) => node.target.join(' ')),
    });
  }
}

/**
 * Goes to a path inside the app, as a link would (the router follows a popstate), instead of loading the page
 * again: the sweep audits screens, not the boot, which the other suites walk.
 */
async function visit(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  await page.evaluate(async (to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    // React has drawn the navigation's progress bar by the next frame.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }, path);
  // The router has loaded the screen (and followed any redirect) once its progress bar is gone.
  await expect(page.locator('.portal-nav-progress')).toHaveCount(0, { timeout: 30_000 });
}

function report(found: Found[]): string {
  return found.map((f) => `${f.screen} — ${f.rule}\n    ${f.targets.join('\n    ')}`).join('\n');
}

const LOGGED_OUT = {
  fr: [
    '/fr/compte/connexion/',
    '/fr/compte/mot-de-passe-perdu/',
    '/fr/compte/inscription/',
    '/fr/page/conditions-utilisation/',
    '/fr/404/',
  ],
  en: [
    '/en/account/login/',
    '/en/account/forgot-password/',
    '/en/account/register/',
    '/en/page/terms-of-use/',
    '/en/404/',
  ],
} as const;

const HUB = {
  fr: {
    base: '/fr/guichet/',
    orders: 'campagnes/',
    order: (o: number) => `campagnes/${o}/`,
    li: (o: number, l: number) => `campagnes/${o}/elements/${l}/`,
    steps: ['', 'ciblage/', 'creatifs/', 'creatifs/nouveau/', 'approbation/'],
    detail: (o: number) => `campagnes/${o}/detail/campagne/`,
    others: [
      'campagnes/nouveau/',
      'finances/',
      'finances/methode-de-paiement/',
      'finances/liste-de-factures/',
      'finances/liste-de-metriques/',
      'profil/',
      'profil/courriel/',
      'profil/mot-de-passe/',
      'profil/information-personnelle/',
      'profil/information-compagnie/',
      'profil/historique/',
      'audiences/',
      'audiences/nouveau/',
      'conversions/',
      'conversions/nouveau/',
    ],
    login: 'Se connecter',
    send: 'Envoyer le créatif',
    review: 'revision/',
    accounts: 'comptes/',
    agencies: 'comptes/agences/',
    createAgency: 'Créer l’agence',
    promoCodes: 'codes-promotionnels/',
  },
  en: {
    base: '/en/hub/',
    orders: 'orders/',
    order: (o: number) => `orders/${o}/`,
    li: (o: number, l: number) => `orders/${o}/elements/${l}/`,
    steps: ['', 'targeting/', 'creatives/', 'creatives/new/', 'approbation/'],
    detail: (o: number) => `orders/${o}/detail/order/`,
    others: [
      'orders/new/',
      'finances/',
      'finances/payment-methods/',
      'finances/list-invoices/',
      'finances/list-of-metrics/',
      'profile/',
      'profile/email/',
      'profile/password/',
      'profile/personal-information/',
      'profile/company-information/',
      'profile/history/',
      'segments/',
      'segments/new/',
      'conversions/',
      'conversions/new/',
    ],
    login: 'Log in',
    send: 'Send the creative',
    review: 'review/',
    accounts: 'accounts/',
    agencies: 'accounts/agencies/',
    createAgency: 'Create the agency',
    promoCodes: 'promo-codes/',
  },
} as const;

// Each test makes its own accounts: they may run on both workers (the slowest file of the suite, alone 5 minutes).
test.describe.configure({ mode: 'parallel' });

for (const lang of ['fr', 'en'] as const satisfies readonly Lang[]) {
  const h = HUB[lang];

  test.describe(`accessibility, WCAG 2.2 AA (${lang})`, () => {
    test.setTimeout(900_000);

    for (const width of WIDTHS) {
      const viewport = { width, height: 900 };
      const locale = lang === 'fr' ? 'fr-CA' : 'en-CA';
      const timed = async (part: string, run: (found: Found[]) => Promise<void>) => {
        const started = Date.now();
        const found: Found[] = [];
        await run(found);
        test.info().annotations.push({
          type: 'duration',
          description: `${lang} ${width}px ${part}: ${((Date.now() - started) / 1000).toFixed(1)} s`,
        });
        expect(found, report(found)).toEqual([]);
      };

      test(`logged out and staff screens have no axe violation at ${width} px`, async ({ browser }) => {
        await timed('logged out and staff', async (found) => {
          const outside = await browser.newContext({ viewport, locale });
          const out = await outside.newPage();
          for (const path of LOGGED_OUT[lang]) {
            await visit(out, path);
            await audit(out, path, found);
          }
          // The login form's error state.
          await visit(out, LOGGED_OUT[lang][0]);
          await out.getByRole('button', { name: h.login }).click();
          await audit(out, `${LOGGED_OUT[lang][0]} (errors)`, found);
          await outside.close();

          const staff = await browser.newContext({ viewport, locale });
          const admin = await staff.newPage();
          await loginAs(admin, { ...ADMIN, lang }, { path: `${h.base}${h.review}` });
          await audit(admin, h.review, found);
          await visit(admin, `${h.base}${h.accounts}`);
          await audit(admin, h.accounts, found);
          // Agencies, made and listed by staff (issue 31 §1), with the form's errors.
          await visit(admin, `${h.base}${h.agencies}`);
          await audit(admin, h.agencies, found);
          await admin.getByRole('button', { name: h.createAgency }).click();
          await audit(admin, `${h.agencies} (errors)`, found);
          await visit(admin, `${h.base}${h.promoCodes}`);
          await audit(admin, h.promoCodes, found);
          await staff.close();
        });
      });

      test(`an advertiser's screens have no axe violation at ${width} px`, async ({ browser }) => {
        await timed('advertiser', async (found) => {
          const inside = await browser.newContext({ viewport, locale });
          const page = await inside.newPage();
          const account = await registerAdvertiser(page, { lang });
          const { orderId, lineItemId, creativeId } = await campaignReadyToSubmit(
            page.request,
            account.token,
            lang,
            { name: `A11y ${width} ${Date.now().toString(36)}` },
          );
          const edit = lang === 'fr' ? `creatifs/${creativeId}/modifier/` : `creatives/${creativeId}/edit/`;
          const screens = [
            h.orders,
            h.order(orderId),
            ...[...h.steps, edit].map((step) => `${h.li(orderId, lineItemId)}${step}`),
            h.detail(orderId),
            ...h.others,
          ];
          for (const screen of screens) {
            await visit(page, `${h.base}${screen}`);
            await audit(page, screen, found);
          }
          // The new creative form's error state.
          await visit(page, `${h.base}${h.li(orderId, lineItemId)}${h.steps[3]}`);
          await page.getByRole('button', { name: h.send }).click();
          await audit(page, `${h.steps[3]} (errors)`, found);
          // A dialog: the payment method's delete confirmation.
          await visit(page, `${h.base}${h.others[2]}`);
          await page.getByRole('button', { name: lang === 'fr' ? 'Supprimer' : 'Delete' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await audit(page, `${h.others[2]} (dialog)`, found);
          await inside.close();
        });
      });
    }
  });
}
