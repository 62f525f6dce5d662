import { expect, test, type Page } from '@playwright/test';
import { registerAdvertiser } from './fixtures/accounts.ts';
import { apiAs, campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { shoot } from './fixtures/shots.ts';

/**
 * Ending a campaign (issue 31 §6): an approved campaign is archived from the list after a confirmation and shows
 * under the archived filter, read-only, with nothing more to do; a draft is archived from its detail and restored
 * from the archived list; another draft is deleted from its detail. Campaigns are prepared through the API; every
 * step under test is done in the browser.
 */

const NB = '\u00a0';
const WORDS = {
  fr: {
    locale: 'fr-CA',
    hub: '/fr/guichet/campagnes/',
    detail: 'detail/campagne/',
    menuOf: (name: string) => `Actions pour ${name}`,
    archive: 'Archiver',
    restore: 'Restaurer',
    delete: 'Supprimer',
    showArchived: (n: number) => `Afficher les campagnes archivées (${n})`,
    archivedBadge: 'Archivée',
    archivedTitle: 'Cette campagne est archivée',
    archived: (name: string) => `Campagne «${NB}${name}${NB}» archivée`,
    restored: (name: string) => `Campagne «${NB}${name}${NB}» restaurée`,
    deleted: (name: string) => `Campagne «${NB}${name}${NB}» supprimée`,
    archiveTitle: (name: string) => `Archiver «${NB}${name}${NB}»${NB}?`,
    deleteTitle: (name: string) => `Supprimer «${NB}${name}${NB}»${NB}?`,
    ranNote: 'reste archivée pour de bon',
  },
  en: {
    locale: 'en-CA',
    hub: '/en/hub/orders/',
    detail: 'detail/order/',
    menuOf: (name: string) => `Actions for ${name}`,
    archive: 'Archive',
    restore: 'Restore',
    delete: 'Delete',
    showArchived: (n: number) => `Show archived campaigns (${n})`,
    archivedBadge: 'Archived',
    archivedTitle: 'This campaign is archived',
    archived: (name: string) => `Campaign “${name}” archived`,
    restored: (name: string) => `Campaign “${name}” restored`,
    deleted: (name: string) => `Campaign “${name}” deleted`,
    archiveTitle: (name: string) => `Archive “${name}”?`,
    deleteTitle: (name: string) => `Delete “${name}”?`,
    ranNote: 'stays archived for good',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];
  const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

  test.describe(`ending a campaign (${lang})`, () => {
    test.use({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    test.setTimeout(120_000);

    test('archives from the list and the detail after a confirmation, shows the archived, restores, deletes', async ({
      page,
    }, testInfo) => {
      const stamp = Date.now().toString(36);
      const account = await registerAdvertiser(page, { lang });
      const api = apiAs(page.request, account.token, lang);
      // An approved campaign, and two drafts.
      const ran = `${lang === 'fr' ? 'Hiver' : 'Winter'} ${stamp}`;
      const approved = await campaignReadyToSubmit(page.request, account.token, lang, { name: ran });
      await api('POST', `/gam/orders/${approved.orderId}/submit-for-approval`, { force: true });
      await approved.adminApi('POST', `/review/orders/${approved.orderId}/approve`, {});
      const types = (await api('GET', '/gam/order-types')) as unknown as { name: string }[];
      const standard = (types as { name: string; typeId: number; customFieldId: number }[]).find(
        (type) => type.name === 'standard',
      )!;
      const draftOf = async (name: string) =>
        (
          (await api('POST', '/gam/orders', {
            name,
            notes: '',
            typeId: standard.typeId,
            customFieldId: standard.customFieldId,
          })) as { orderId: number }
        ).orderId;
      const kept = `${lang === 'fr' ? 'Brouillon gardé' : 'Kept draft'} ${stamp}`;
      const thrown = `${lang === 'fr' ? 'Brouillon jeté' : 'Thrown draft'} ${stamp}`;
      const keptId = await draftOf(kept);
      const thrownId = await draftOf(thrown);

      // The approved campaign, archived from the list: the dialog says it stays archived.
      await page.goto(w.hub);
      await expect(page.getByRole('switch', { name: w.showArchived(0) })).toBeVisible();
      await page.getByRole('button', { name: w.menuOf(ran) }).click();
      await page.getByRole('menuitem', { name: w.archive }).click();
      const dialog = page.getByRole('dialog', { name: w.archiveTitle(ran) });
      await expect(dialog).toContainText(w.ranNote);
      await shoot(page, testInfo, `end-campaign-archive-dialog-${lang}`);
      await dialog.getByRole('button', { name: w.archive }).click();
      await expect(page.getByText(w.archived(ran))).toBeVisible();
      await expect(row(page, ran)).toHaveCount(0);

      // The archived filter shows it, archived, with nothing left to do.
      await page.getByRole('switch', { name: w.showArchived(1) }).check({ force: true });
      await expect(row(page, ran).getByText(w.archivedBadge, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: w.menuOf(ran) })).toHaveCount(0);
      await shoot(page, testInfo, `end-campaign-archived-list-${lang}`);
      await page.getByRole('link', { name: ran }).click();
      await expect(page.getByText(w.archivedTitle)).toBeVisible();
      for (const action of [w.archive, w.restore, w.delete])
        await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
      await shoot(page, testInfo, `end-campaign-archived-detail-${lang}`);

      // A draft archived from its detail, then restored from the archived list.
      await page.goto(`${w.hub}${keptId}/${w.detail}`);
      await page.getByRole('button', { name: w.archive, exact: true }).click();
      await page
        .getByRole('dialog', { name: w.archiveTitle(kept) })
        .getByRole('button', { name: w.archive })
        .click();
      await expect(page.getByText(w.archived(kept))).toBeVisible();
      await expect(page.getByText(w.archivedTitle)).toBeVisible();
      await page.goto(w.hub);
      await expect(row(page, kept)).toHaveCount(0);
      await page.getByRole('switch', { name: w.showArchived(2) }).check({ force: true });
      await page.getByRole('button', { name: w.menuOf(kept) }).click();
      await page.getByRole('menuitem', { name: w.restore }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.restore }).click();
      await expect(page.getByText(w.restored(kept))).toBeVisible();
      await expect(page.getByRole('switch', { name: w.showArchived(1) })).toBeVisible();
      await page.getByRole('switch', { name: w.showArchived(1) }).uncheck({ force: true });
      await expect(row(page, kept)).toHaveCount(1);

      // A draft deleted from its detail: back on the list, gone.
      await page.goto(`${w.hub}${thrownId}/${w.detail}`);
      await page.getByRole('button', { name: w.delete, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: w.deleteTitle(thrown) });
      await shoot(page, testInfo, `end-campaign-delete-dialog-${lang}`);
      await confirm.getByRole('button', { name: w.delete }).click();
      await expect(page.getByText(w.deleted(thrown))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${w.hub}$`));
      await expect(row(page, kept)).toHaveCount(1);
      await expect(row(page, thrown)).toHaveCount(0);
      await shoot(page, testInfo, `end-campaign-after-delete-${lang}`);
    });
  });
}
