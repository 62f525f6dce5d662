import { expect, test, type Locator, type Page } from '@playwright/test';
import { pngOfSize } from './campaign-png.ts';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { adminApi, addSandboxCard, apiAs } from './fixtures/campaigns.ts';

/**
 * The whole campaign wizard with the keyboard only (issue 12, WCAG 2.2 AA): Tab to reach each control, Enter and
 * Space to act, arrows in the date picker; the focus is always visible, and each step moves focus to its heading.
 * Nothing is clicked or filled: keys are pressed and text is typed. Only staff's approval of the creative and the
 * card (the processor's own page) are done beforehand over the API.
 */

const WORDS = {
  fr: {
    locale: 'fr-CA',
    newCampaign: 'Nouvelle campagne',
    name: 'Nom de la campagne',
    create: 'Créer la campagne',
    impressions: 'Impressions',
    end: /^Date de fin/,
    size: /^300x250/,
    saveLineItem: 'Enregistrer et passer au ciblage',
    saveTargeting: 'Enregistrer le ciblage et continuer',
    addCreative: 'Ajouter un créatif',
    creativeName: 'Nom',
    destination: 'Destination',
    dropzone: 'Déposez une image ici ou choisissez un fichier',
    send: 'Envoyer le créatif',
    continueToApproval: 'Passer à l’approbation',
    submit: /^Soumettre pour approbation/,
    province: 'Province ou territoire',
    submitted: 'Campagne soumise pour approbation.',
    submitAnyway: 'Soumettre quand même',
  },
  en: {
    locale: 'en-CA',
    newCampaign: 'New campaign',
    name: 'Campaign name',
    create: 'Create the campaign',
    impressions: 'Impressions',
    end: /^End date/,
    size: /^300x250/,
    saveLineItem: 'Save and go to targeting',
    saveTargeting: 'Save the targeting and continue',
    addCreative: 'Add a creative',
    creativeName: 'Name',
    destination: 'Destination',
    dropzone: 'Drop an image here or choose a file',
    send: 'Send the creative',
    continueToApproval: 'Continue to approval',
    submit: /^Submit for approval/,
    province: 'Province or territory',
    submitted: 'Campaign submitted for approval.',
    submitAnyway: 'Submit anyway',
  },
} as const;

/**
 * Whether the focused element shows it: an outline or a ring; a field (text, date button) by its border turning the
 * brand's colour, as the theme draws a focused field.
 */
function focusShows(page: Page): Promise<{ shows: boolean; what: string }> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    // The theme's focus colours fade in: read them once the transitions are over.
    await Promise.all((el?.getAnimations() ?? []).map((a) => a.finished.catch(() => undefined)));
    if (!el || el === document.body) return { shows: false, what: 'body' };
    const what = `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40) ?? ''}`;
    const style = getComputedStyle(el);
    if (el.matches('.mantine-Input-input, input:not([type=checkbox]):not([type=radio]), textarea')) {
      const probe = document.createElement('span');
      probe.style.color = 'var(--mantine-primary-color-filled)';
      document.body.append(probe);
      const brand = getComputedStyle(probe).color;
      probe.remove();
      return { shows: style.borderTopColor === brand, what };
    }
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return { shows: outline || ring, what };
  });
}

/** Presses Tab until `target` has the focus, checking on the way that every focused control shows it. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
    const focus = await focusShows(page);
    expect(focus.shows, `focus visible on ${focus.what}`).toBe(true);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function expectHeadingFocused(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 30_000 });
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`the wizard with the keyboard only (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    test.setTimeout(240_000);

    test('creates, fills and submits a campaign with Tab, Enter, Space and arrows', async ({ page }) => {
      const account = await registerAdvertiser(page, { lang });
      const api = apiAs(page.request, account.token, lang);
      await addSandboxCard(page.request, api);
      const name = `Clavier ${Date.now().toString(36)}`;

      // The list: to the new campaign.
      await tabTo(page, page.getByRole('link', { name: w.newCampaign }).first());
      await page.keyboard.press('Enter');
      await expectHeadingFocused(page);

      // Details.
      await tabTo(page, page.getByRole('textbox', { name: w.name }));
      await page.keyboard.type(name);
      await tabTo(page, page.getByRole('button', { name: w.create }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/elements\/(nouveau|new)\/$/);
      await expectHeadingFocused(page);

      // Line item: impressions typed, the end date a day later with the arrows, a format with Space.
      const impressions = page.getByRole('textbox', { name: w.impressions, exact: true });
      await tabTo(page, impressions);
      await page.keyboard.press('Control+A');
      await page.keyboard.type('100000');
      const end = page.getByRole('button', { name: w.end });
      await tabTo(page, end);
      const before = await end.textContent();
      await page.keyboard.press('Enter');
      const calendar = page.getByRole('dialog');
      await expect(calendar).toBeVisible();
      // In the calendar, Tab reaches the chosen day; the arrows move to the next one, Enter picks it.
      await tabTo(page, calendar.locator('button[data-selected]'));
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(end).not.toHaveText(before ?? '');
      if (await calendar.isVisible()) await page.keyboard.press('Escape');
      const size = page.getByRole('checkbox', { name: w.size });
      await tabTo(page, size);
      await page.keyboard.press('Space');
      await expect(size).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: w.saveLineItem }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/(ciblage|targeting)\/$/);
      await expectHeadingFocused(page);

      // Targeting: none, straight on.
      await tabTo(page, page.getByRole('button', { name: w.saveTargeting }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/(creatifs|creatives)\/$/);
      await expectHeadingFocused(page);

      // Creative: the file chosen from the drop zone with Enter.
      await tabTo(page, page.getByRole('link', { name: w.addCreative }));
      await page.keyboard.press('Enter');
      await expectHeadingFocused(page);
      await tabTo(page, page.getByRole('textbox', { name: w.creativeName, exact: true }));
      await page.keyboard.type(`Bannière ${name}`);
      await tabTo(page, page.getByRole('textbox', { name: w.destination }));
      await page.keyboard.type('https://www.example.com/clavier');
      await tabTo(page, page.getByRole('button', { name: w.dropzone }));
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Enter');
      await (
        await chooser
      ).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: pngOfSize(300, 250) });
      await tabTo(page, page.getByRole('button', { name: w.send }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/(creatifs|creatives)\/$/);
      await expectHeadingFocused(page);

      // Staff approve the creative (their own screen); the advertiser goes on to the approval step.
      const orders = (await api('GET', '/gam/orders')) as unknown as [
        unknown,
        { id: number; lineItems: { creatives: { id: number }[] }[] }[],
      ];
      const creativeId = orders[1][0]!.lineItems[0]!.creatives[0]!.id;
      const admin = await adminApi(page.request, lang);
      await admin('POST', `/review/creatives/${creativeId}/approve`, {});
      await page.reload();
      await tabTo(page, page.getByRole('button', { name: w.continueToApproval }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/approbation\/$/);
      await expectHeadingFocused(page);

      // The step asks where the company is (issue 31 §3): the province chosen with the keyboard (its first letter).
      const province = page.getByRole('combobox', { name: w.province });
      await tabTo(page, province);
      await page.keyboard.press('KeyQ');
      await expect(province).toHaveValue('QC');

      // Submit; on a network whose forecast says too little, the dialog's "submit anyway" with the keyboard too.
      await tabTo(page, page.getByRole('button', { name: w.submit }));
      await page.keyboard.press('Enter');
      const done = page.getByText(w.submitted);
      const anyway = page.getByRole('dialog').getByRole('button', { name: w.submitAnyway });
      await expect(done.or(anyway)).toBeVisible({ timeout: 30_000 });
      if (await anyway.isVisible()) {
        await tabTo(page, anyway);
        await page.keyboard.press('Enter');
      }
      await expect(done).toBeVisible({ timeout: 30_000 });
    });
  });
}
