import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { expectFitsWidth, shootAsIs } from './fixtures/shots.ts';

/**
 * The bilingual shell (issue 2, item 8; spec §2): root redirect by cookie and by browser language, twin
 * navigation keeps the page, the 404 page, a static page in both languages, the ad-blocker notice once per
 * session, and the shell at 1280 px and 400 px in both languages (screenshots with SHOTS_DIR).
 */

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await expectFitsWidth(page, name);
  await shootAsIs(page, testInfo, name);
}

test.describe('root redirect', () => {
  test.describe('with an English browser', () => {
    test.use({ locale: 'en-CA', extraHTTPHeaders: { 'Accept-Language': 'en-CA,en;q=0.9' } });

    test('goes to the English login when logged out and no cookie is set', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/en\/account\/login\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    });

    test('follows the locale cookie over the browser language', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: 'fr', url: baseURL! }]);
      await page.goto('/');
      await expect(page).toHaveURL(/\/fr\/compte\/connexion\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    });
  });

  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-CA', extraHTTPHeaders: { 'Accept-Language': 'fr-CA,fr;q=0.9' } });

    test('goes to the French login', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/fr\/compte\/connexion\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    });
  });

  test.describe('with a browser in neither language', () => {
    test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } });

    test('falls back to French', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/fr\/compte\/connexion\/$/);
    });
  });
});

test.describe('paths', () => {
  test('forces the trailing slash and strips the public prefix', async ({ page }) => {
    await page.goto('/public/en/account/register');
    await expect(page).toHaveURL(/\/en\/account\/register\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  });

  test('sends a path of one language under the other prefix to its twin', async ({ page }) => {
    await page.goto('/fr/account/login/');
    await expect(page).toHaveURL(/\/fr\/compte\/connexion\/$/);
  });

  test('sends a logged-out visitor of the hub to login, remembering the page', async ({ page }) => {
    await page.goto('/en/hub/orders/42/');
    await expect(page).toHaveURL(/\/en\/account\/login\/\?redirect=%2Fen%2Fhub%2Forders%2F42%2F$/);
  });
});

test.describe('language switcher', () => {
  test('moves to the twin of the page and remembers the language', async ({ page, context }) => {
    await page.goto('/fr/compte/mot-de-passe-perdu/');
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/account\/forgot-password\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');

    await page.getByRole('link', { name: 'Back to log in' }).click();
    await expect(page).toHaveURL(/\/en\/account\/login\/$/);
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/compte\/connexion\/$/);
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('fr');
  });

  test('keeps a static page, with its translated slug', async ({ page }) => {
    await page.goto('/fr/page/conditions-utilisation/');
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeVisible();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/page\/terms-of-use\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  });
});

test.describe('static pages', () => {
  test('shows the French FAQ from the footer, with its sections and bullets', async ({ page }) => {
    await page.goto('/fr/compte/connexion/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/fr\/page\/faq\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expect(page).toHaveTitle(/Foire aux questions/);
  });

  test('shows the English privacy policy', async ({ page }) => {
    await page.goto('/en/account/login/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/en\/page\/privacy-policy\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /privacy/i })).toBeVisible();
  });

  test('shows the 404 page for an unknown slug', async ({ page }) => {
    await page.goto('/en/page/no-such-page/');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('404', () => {
  test('has a page of its own, reached for a non-numeric campaign id', async ({ page }) => {
    await page.goto('/fr/guichet/campagnes/pas-un-nombre/');
    await expect(page).toHaveURL(/\/fr\/404\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/404\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('ad-blocker notice', () => {
  test('appears once per session', async ({ page, context }) => {
    await page.goto('/en/account/login/?adblock=1');
    const notice = page.getByRole('dialog', { name: 'We noticed an ad blocker' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('mandatory to deactivate');
    await notice.getByRole('button', { name: 'Continue' }).click();
    await expect(notice).toBeHidden();

    await page.goto('/en/account/register/?adblock=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A new session (another tab has its own sessionStorage) sees it again.
    const other = await context.newPage();
    await other.goto('/fr/compte/connexion/?adblock=1');
    await expect(
      other.getByRole('dialog', { name: 'Nous avons remarqué un bloqueur de publicités' }),
    ).toBeVisible();
  });

  test('does not appear without a blocker', async ({ page }) => {
    // Detection waits for the page's start to be over, then asks for the ad tag: the check has run once it has.
    const probed = page.waitForResponse((response) => response.url().endsWith('/ads/tag.js'));
    await page.goto('/fr/compte/connexion/');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await probed;
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('analytics', () => {
  test('sends a page event per navigation and a click event', async ({ page }) => {
    await page.goto('/en/account/login/');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    const events = (await page.evaluate('window.dataLayer')) as Record<string, unknown>[];
    expect(events.filter((e) => e.event === 'page').map((e) => e.url)).toEqual([
      '/en/account/login/',
      '/en/account/register/',
    ]);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'click', element: 'link', text: 'Create an account' }),
    );
  });
});

test.describe('motion', () => {
  test.use({ viewport: { width: 400, height: 860 }, locale: 'en-CA' });

  test('the phone menu slides in, and appears at once for a visitor who asked for less motion', async ({
    page,
  }) => {
    await registerAdvertiser(page, { lang: 'en' });
    await page.goto('/en/hub/orders/');
    const menuLink = page.getByRole('link', { name: 'Digital campaigns' });
    /**
     * Opens and closes the menu; how long the menu's slide in lasts, in ms: the duration of the transition the
     * opening starts on it (0 when none starts within a second).
     */
    const menuSlideOnOpening = async (): Promise<number> => {
      const menu = page.locator('#portal-navbar');
      // Listening before the click: the slide starts with it.
      await menu.evaluate((element) => {
        const box = element as HTMLElement & { slide?: Promise<number> };
        box.slide = new Promise<number>((resolve) => {
          const timer = setTimeout(() => resolve(0), 1_000);
          element.addEventListener('transitionrun', function ran(event) {
            if (event.target !== element) return;
            clearTimeout(timer);
            element.removeEventListener('transitionrun', ran);
            const durations = element
              .getAnimations()
              .map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0));
            resolve(Math.max(0, ...durations));
          });
        });
      });
      await page.getByRole('button', { name: 'Open the menu' }).click();
      const slide = await menu.evaluate(
        (element) => (element as HTMLElement & { slide?: Promise<number> }).slide!,
      );
      await expect(menuLink).toBeVisible();
      await page.getByRole('button', { name: 'Close the menu' }).click();
      await expect(menuLink).toBeHidden();
      return slide;
    };
    // The menu's own transition, in ms, once the page has taken the new setting in (Mantine's shell reads it through a
    // media query listener, a render later).
    const menuTransitionMs = () =>
      page.locator('#portal-navbar').evaluate((menu) =>
        Math.max(
          ...getComputedStyle(menu)
            .transitionDuration.split(',')
            .map((d) => parseFloat(d) * 1000),
        ),
      );
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(menuTransitionMs).toBeGreaterThanOrEqual(150);
    // Asked again if an opening showed no slide: under a loaded machine a late render of the page can land on the
    // click (seen once in 60 runs); a menu that never slides still fails.
    await expect
      .poll(menuSlideOnOpening, { message: 'the menu slides in', intervals: [100], timeout: 15_000 })
      .toBeGreaterThanOrEqual(150);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(menuTransitionMs).toBeLessThan(1);
    expect(await menuSlideOnOpening(), 'the menu appears at once').toBeLessThan(1);
  });
});

test.describe('shell screenshots', () => {
  for (const width of [1280, 400]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 860 } });

      test('logged out, in French and English', async ({ page }, testInfo) => {
        await page.goto('/fr/compte/connexion/');
        await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
        await screenshot(page, testInfo, `login-fr-${width}`);
        await page.goto('/en/page/faq/');
        await expect(page.getByRole('heading', { level: 1, name: /Frequently/ })).toBeVisible();
        await screenshot(page, testInfo, `faq-en-${width}`);
      });

      test('logged in, in French and English', async ({ page }, testInfo) => {
        await registerAdvertiser(page, { lang: 'fr', firstName: 'Marie-Ève', lastName: 'Tremblay' });
        await page.goto('/fr/guichet/campagnes/');
        await expect(page.getByRole('heading', { level: 1, name: 'Campagnes numériques' })).toBeVisible();
        // On a phone the greeting gives way to the menu (issue 12 item 14).
        const greeting = page.getByText('Bonjour Marie-Ève Tremblay');
        if (width > 480) await expect(greeting).toBeVisible();
        else await expect(greeting).toBeHidden();
        await expect(page.getByRole('link', { name: 'Nouvelle campagne' })).toBeVisible();
        await screenshot(page, testInfo, `hub-fr-${width}`);
        if (width <= 480) {
          // On a phone a success alert opens at the bottom: the menu and language stay free, and so does the
          // page's title (at the top, alerts hid a wizard's title and step line).
          await page.goto('/fr/guichet/profil/information-personnelle/');
          await page.getByRole('button', { name: 'Enregistrer' }).click();
          const alert = page.getByText('Informations mises à jour.');
          await expect(alert).toBeVisible();
          const header = (await page.getByRole('banner').boundingBox())!;
          const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
          expect((await alert.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
          expect((await alert.boundingBox())!.y).toBeGreaterThanOrEqual(heading.y + heading.height);
          await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
          await page.getByRole('link', { name: 'Campagnes numériques' }).click();
          await expect(page.getByRole('heading', { level: 1, name: 'Campagnes numériques' })).toBeVisible();
        }

        await page.getByRole('link', { name: 'English' }).click();
        await expect(page).toHaveURL(/\/en\/hub\/orders\/$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Digital campaigns' })).toBeVisible();
        if (width <= 480) {
          await expect(page.getByRole('link', { name: 'Digital campaigns' })).toBeHidden();
          await page.getByRole('button', { name: 'Open the menu' }).click();
        }
        await expect(page.getByRole('link', { name: 'Digital campaigns' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
        await screenshot(page, testInfo, `hub-en-${width}`);
      });
    });
  }
});
