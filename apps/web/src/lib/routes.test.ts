import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './domain.ts';
import { HUB_ROUTES } from './hub-routes.ts';
import {
  BASE_ROUTES,
  languageOf,
  matchPath,
  parseRouteId,
  pathFor,
  routeId,
  screenRoutes,
  twin,
  type Params,
  type RouteName,
} from './routes.ts';

/** The whole table (importing hub-routes.ts adds the hub's routes to it). */
const ROUTES = [...BASE_ROUTES, ...HUB_ROUTES];
const SCREEN_ROUTES = screenRoutes(ROUTES);

/** Sample values for every param name the table uses. */
const SAMPLE: Record<string, string> = {
  orderId: '1234',
  lineItemId: '987',
  creativeId: '4321',
  segmentId: '55',
  activityGroupId: '77',
  email: 'marie.tremblay@example.ca',
  idConfirmation: 'abc-123',
  slug: 'faq',
  userId: '42',
};

function paramsOf(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)\??/g)].map((m) => m[1]);
}

describe('route table', () => {
  it('has unique names, each with a French path and an English path under its language', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of ROUTES) {
      expect(route.fr, route.name).toMatch(/^\/fr\/.*\/$|^\/fr\/.*\*$/);
      expect(route.en, route.name).toMatch(/^\/en\/.*\/$|^\/en\/.*\*$/);
      expect(paramsOf(route.fr), route.name).toEqual(paramsOf(route.en));
    }
  });

  it('keeps the names and paths the spec gives', () => {
    const expected: [RouteName, string, string][] = [
      ['hub.orders', '/fr/guichet/campagnes/', '/en/hub/orders/'],
      ['hub.orders.new', '/fr/guichet/campagnes/nouveau/', '/en/hub/orders/new/'],
      [
        'hub.orders.detail',
        '/fr/guichet/campagnes/1234/detail/campagne/',
        '/en/hub/orders/1234/detail/order/',
      ],
      [
        'hub.orders.lineItems.new',
        '/fr/guichet/campagnes/1234/elements/nouveau/',
        '/en/hub/orders/1234/elements/new/',
      ],
      [
        'hub.orders.targeting',
        '/fr/guichet/campagnes/1234/elements/987/ciblage/',
        '/en/hub/orders/1234/elements/987/targeting/',
      ],
      [
        'hub.orders.creatives.new',
        '/fr/guichet/campagnes/1234/elements/987/creatifs/nouveau/',
        '/en/hub/orders/1234/elements/987/creatives/new/',
      ],
      [
        'hub.orders.approval',
        '/fr/guichet/campagnes/1234/elements/987/approbation/',
        '/en/hub/orders/1234/elements/987/approbation/',
      ],
      ['hub.finances', '/fr/guichet/finances/', '/en/hub/finances/'],
      [
        'hub.finances-method',
        '/fr/guichet/finances/methode-de-paiement/',
        '/en/hub/finances/payment-methods/',
      ],
      ['hub.invoices-list', '/fr/guichet/finances/liste-de-factures/', '/en/hub/finances/list-invoices/'],
      ['hub.metrics-list', '/fr/guichet/finances/liste-de-metriques/', '/en/hub/finances/list-of-metrics/'],
      ['hub.profile', '/fr/guichet/profil/', '/en/hub/profile/'],
      [
        'hub.confirm-profile.email',
        '/fr/guichet/profil/courriel/confirmation/abc-123/',
        '/en/hub/profile/email/confirmation/abc-123/',
      ],
      [
        'hub.profile.company-information',
        '/fr/guichet/profil/information-compagnie/',
        '/en/hub/profile/company-information/',
      ],
      ['hub.payment', '/fr/guichet/paiement/', '/en/hub/payment/'],
      ['hub.segments.index', '/fr/guichet/audiences/', '/en/hub/segments/'],
      ['hub.segments.tag', '/fr/guichet/audiences/55/balise/', '/en/hub/segments/55/tag/'],
      ['hub.conversions.index', '/fr/guichet/conversions/', '/en/hub/conversions/'],
      ['hub.conversions.edit', '/fr/guichet/conversions/77/edition/', '/en/hub/conversions/77/edition/'],
      ['agencies.admin', '/fr/agences/admin/', '/en/agencies/admin/'],
      ['account.login', '/fr/compte/connexion/', '/en/account/login/'],
      [
        'account.reset-password-confirmation',
        '/fr/compte/mot-de-passe-confirmation/',
        '/en/account/reset-password-confirmation/',
      ],
      [
        'account.confirmation',
        '/fr/compte/confirmation/marie.tremblay%40example.ca/abc-123/',
        '/en/account/confirmation/marie.tremblay%40example.ca/abc-123/',
      ],
      ['preview.native', '/fr/preview/native/', '/en/preview/native/'],
      ['static-page', '/fr/page/faq/', '/en/page/faq/'],
      ['not-found', '/fr/404/', '/en/404/'],
    ];
    for (const [name, fr, en] of expected) {
      expect(pathFor(name, 'fr', SAMPLE), name).toBe(fr);
      expect(pathFor(name, 'en', SAMPLE), name).toBe(en);
    }
  });

  it('round-trips every route and language through pathFor and matchPath with its params', () => {
    for (const route of ROUTES) {
      if (route.fr.endsWith('*')) continue;
      for (const lang of LANGUAGES) {
        const params: Params = Object.fromEntries(paramsOf(route[lang]).map((key) => [key, SAMPLE[key]]));
        const url = pathFor(route.name, lang, params);
        expect(matchPath(url), url).toEqual({ name: route.name, lang, params });
      }
    }
  });

  it('leaves an optional last param out', () => {
    expect(pathFor('account.confirmation', 'en', { email: 'a@b.ca' })).toBe(
      '/en/account/confirmation/a%40b.ca/',
    );
    expect(matchPath('/en/account/confirmation/a%40b.ca/')).toEqual({
      name: 'account.confirmation',
      lang: 'en',
      params: { email: 'a@b.ca' },
    });
  });

  it('refuses to build a path without its required params', () => {
    expect(() => pathFor('hub.orders.edit', 'fr')).toThrow(/orderId/);
  });

  it('prefers a static segment over a param (nouveau is not an orderId)', () => {
    expect(matchPath('/fr/guichet/campagnes/nouveau/')?.name).toBe('hub.orders.new');
    expect(matchPath('/en/hub/orders/12/elements/new/')?.name).toBe('hub.orders.lineItems.new');
    expect(matchPath('/en/hub/orders/12/elements/34/creatives/new/')?.name).toBe('hub.orders.creatives.new');
  });

  it('matches without the trailing slash and ignores the query', () => {
    expect(matchPath('/en/hub/orders?x=1')).toEqual({ name: 'hub.orders', lang: 'en', params: {} });
  });

  it('matches unknown subpaths of a campaign and of the profile to their catch-all entries', () => {
    expect(matchPath('/fr/guichet/campagnes/12/n-importe/quoi/')?.name).toBe('hub.orders.unknown');
    expect(matchPath('/en/hub/profile/nothing-here/')?.name).toBe('hub.profile.unknown');
    expect(matchPath('/en/hub/whatever/')?.name).toBe('hub.unknown');
  });

  it('does not match a path of one language under the other prefix, nor a path without language', () => {
    expect(matchPath('/fr/hub/orders/')).toBeNull();
    expect(matchPath('/guichet/campagnes/')).toBeNull();
    expect(matchPath('/de/hub/orders/')).toBeNull();
  });

  it('gives the twin of a page in the other language with its params', () => {
    expect(twin('/fr/guichet/campagnes/42/elements/7/ciblage/', 'en')).toBe(
      '/en/hub/orders/42/elements/7/targeting/',
    );
    expect(twin('/en/hub/orders/42/detail/order/', 'fr')).toBe('/fr/guichet/campagnes/42/detail/campagne/');
    expect(twin('/fr/compte/connexion/', 'en')).toBe('/en/account/login/');
    expect(twin('/en/account/forgot-password/', 'fr')).toBe('/fr/compte/mot-de-passe-perdu/');
    expect(twin('/fr/page/conditions-utilisation/', 'en', { slug: 'terms-of-use' })).toBe(
      '/en/page/terms-of-use/',
    );
    expect(twin('/fr/nulle-part/', 'en')).toBeNull();
  });

  it('names routes at runtime with their language suffix', () => {
    expect(routeId('hub.orders', 'fr')).toBe('hub.orders.fr');
    expect(parseRouteId('hub.orders.lineItems.new.en')).toEqual({
      name: 'hub.orders.lineItems.new',
      lang: 'en',
    });
    expect(parseRouteId('hub.orders.de')).toBeNull();
    expect(parseRouteId('root')).toBeNull();
  });

  it('reads the language of a path', () => {
    expect(languageOf('/en/hub/')).toBe('en');
    expect(languageOf('/')).toBeNull();
    expect(languageOf('/public/fr/')).toBeNull();
  });

  it('points every redirect entry at a route with a screen', () => {
    for (const route of ROUTES) {
      if (!('redirectTo' in route)) continue;
      const target = ROUTES.find((r) => r.name === route.redirectTo);
      expect(target && 'screen' in target, route.name).toBe(true);
    }
  });

  it('has a screen module on disk for every screen route, each hub screen in a file of its own', () => {
    const features = path.join(import.meta.dirname, '..', 'features');
    const screens = SCREEN_ROUTES.map((route) => route.screen);
    for (const screen of screens) {
      const [feature, file] = screen.split('/');
      expect(fs.existsSync(path.join(features, feature, 'screens', `${file}.tsx`)), screen).toBe(true);
    }
    const hubScreens = SCREEN_ROUTES.filter((r) => r.area === 'hub').map((r) => r.screen);
    expect(new Set(hubScreens).size).toBe(hubScreens.length);
  });
});
