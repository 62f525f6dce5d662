import { registerAdvertiser } from './fixtures/accounts.ts';
import { campaignReadyToSubmit } from './fixtures/campaigns.ts';
import { expectFitsWidth, shootAsIs } from './fixtures/shots.ts';
import { expect, test } from './fixtures/portal.ts';

/**
 * City targeting in the wizard (issue 31 §2): a chosen city or region is matched only where a visitor's city is
 * known, and the targeting step says so beside the places concerned — targeted ones are not shown to a visitor whose
 * city is unknown, excluded ones do not count them inside — and the forecast says its estimate counts only them.
 */

const WORDS = {
  fr: {
    targeting: (o: number, l: number) => `/fr/guichet/campagnes/${o}/elements/${l}/ciblage/`,
    search: 'Rechercher un lieu',
    target: 'Cibler Toronto',
    montreal: 'Montréal',
    exclude: 'Exclure Montréal',
    quebec: 'Cibler Québec',
    targeted:
      /Le lieu Toronto n’est reconnu que là où la ville du visiteur est connue\s: un visiteur dont la ville ne peut pas être située ne voit pas cet élément de campagne\./,
    excluded:
      /Le lieu exclu Montréal n’est reconnu que là où la ville du visiteur est connue\s: un visiteur dont la ville ne peut pas être située n’est pas compté comme s’y trouvant/,
    forecast:
      /Une ville ou une région ciblée n’est reconnue que là où la ville du visiteur peut être située\s: la disponibilité ne compte que ces visiteurs\./,
  },
  en: {
    targeting: (o: number, l: number) => `/en/hub/orders/${o}/elements/${l}/targeting/`,
    search: 'Search for a location',
    target: 'Target Toronto',
    montreal: 'Montreal',
    exclude: 'Exclude Montreal',
    quebec: /^Target Quebec$/,
    targeted:
      /The place Toronto is matched only where the visitor’s city is known: a visitor whose city cannot be located does not see this line item\./,
    excluded:
      /The excluded place Montreal is matched only where the visitor’s city is known: a visitor whose city cannot be located is not counted as inside it/,
    forecast:
      /A city or region you target is matched only where the visitor’s city can be located: the availability counts only those visitors\./,
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];
  for (const width of [1280, 400]) {
    test(`the targeting step says a city is matched only where the visitor's city is known (${lang}, ${width} px)`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const account = await registerAdvertiser(page, { lang });
      const { orderId, lineItemId } = await campaignReadyToSubmit(page.request, account.token, lang, {
        name: `Ville ${Date.now().toString(36)}`,
      });
      await page.goto(w.targeting(orderId, lineItemId));
      const search = page.getByRole('searchbox', { name: w.search });
      const note = page.getByTestId('geo-city-known-note');

      // A province alone needs no city: no note.
      await search.fill(lang === 'fr' ? 'Québec' : 'Quebec');
      await page.getByRole('button', { name: w.quebec }).first().click();
      await expect(page.getByTestId('forecast-available')).toBeVisible({ timeout: 30_000 });
      await expect(note).toHaveCount(0);
      await expect(page.getByTestId('forecast-city-known')).toHaveCount(0);

      // Excluding Montréal: a visitor whose city is unknown is not counted inside it.
      await search.fill(w.montreal);
      await page.getByRole('button', { name: w.exclude, exact: true }).click();
      await expect(note).toContainText(w.excluded);

      // Targeting Toronto (the Québec of this example removed): only visitors whose city is known, and the forecast
      // says its estimate counts only them.
      await search.fill(lang === 'fr' ? 'Québec' : 'Quebec');
      await page.getByRole('button', { name: w.quebec }).first().click();
      await expect(page.getByText(lang === 'fr' ? /^Ciblé\s: Québec$/ : /^Targeted: Quebec$/)).toHaveCount(0);
      await search.fill('Toronto');
      await page.getByRole('button', { name: w.target, exact: true }).click();
      await expect(note).toContainText(w.targeted);
      await expect(page.getByTestId('forecast-city-known')).toContainText(w.forecast);
      await search.fill('');
      await expectFitsWidth(page, 'the targeting step');
      await shootAsIs(page, testInfo, `city-targeting-${lang}-${width}`);
    });
  }
}
