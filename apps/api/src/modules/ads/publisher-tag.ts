import { CANADA_PROVINCES, US_STATES, type Region } from '@portal/domain';

/**
 * The publisher tag (issue 5), served at /ads/tag.js: it asks for every `[data-ad-size]` slot of the page in one
 * decision call, puts each answer's markup in its slot (and nothing else of the page), and sends the impression
 * beacon once the markup is in place. Plain ES2017 so any publisher page runs it; `data-kv` on the script tag passes
 * the page's audience segments. A slot already filled (data-ad-filled) is not asked for again.
 */
export const PUBLISHER_TAG_JS = `(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src).origin : location.origin;
  var kv = (script && script.getAttribute('data-kv')) || '';
  function fill() {
    var slots = Array.prototype.slice.call(document.querySelectorAll('[data-ad-size]:not([data-ad-filled])'));
    if (slots.length === 0) return;
    slots.forEach(function (el) { el.setAttribute('data-ad-filled', 'pending'); });
    var sizes = slots.map(function (el) { return String(el.getAttribute('data-ad-size')).trim(); });
    var query = 'sizes=' + encodeURIComponent(sizes.join(',')) + '&url=' + encodeURIComponent(location.href) +
      (kv ? '&kv=' + encodeURIComponent(kv) : '');
    fetch(base + '/ads/v1/decide?' + query, { credentials: 'include' })
      .then(function (res) { return res.ok ? res.json() : { slots: [] }; })
      .then(function (body) {
        slots.forEach(function (el, i) {
          var slot = body.slots && body.slots[i];
          el.setAttribute('data-ad-filled', slot ? 'true' : 'empty');
          if (!slot) return;
          el.innerHTML = slot.html;
          var pixel = new Image(1, 1);
          pixel.src = slot.impressionUrl;
        });
      })
      .catch(function () {
        slots.forEach(function (el) { el.setAttribute('data-ad-filled', 'empty'); });
      });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fill);
  else fill();
})();
`;

/**
 * A small publisher page showing the tag in use (GET /ads/demo); its only script is the tag, a same-origin file. A
 * slot the decision leaves empty says so (its own text, which an ad replaces); on a phone the columns stack and the
 * leaderboard scrolls within its own box rather than widening the page.
 */
const emptySlot = (size: string) =>
  `<p class="ad-empty">${size} : aucune campagne approuvée de ce format pour ce visiteur pour l’instant.` +
  `<br><span lang="en">${size}: no approved campaign of this size for this visitor yet.</span></p>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A province's or state's name ('CA-QC' → Québec / Quebec), else its code. */
function regionName(region: string, language: 'fr' | 'en'): string {
  const [country, code] = region.split('-');
  const list: readonly Region[] = country === 'CA' ? CANADA_PROVINCES : country === 'US' ? US_STATES : [];
  return list.find((r) => r.code === code)?.[language] ?? region;
}

/**
 * What the page says of its visitor's location (issue 31 §2): where the ad server places them, and so which
 * geo-targeted campaigns can show to them. The city comes from a header or the IP database: escaped.
 */
function whereYouAre(where: { region: string | null; city: string | null }): string {
  if (where.region === null) {
    return (
      '<p data-testid="demo-location">Position de ce visiteur\u00a0: inconnue. Seules les campagnes sans ciblage ' +
      'géographique s’affichent. <span lang="en">This visitor’s location: unknown. Only campaigns without geo ' +
      'targeting show.</span></p>'
    );
  }
  const fr = escapeHtml(regionName(where.region, 'fr'));
  const en = escapeHtml(regionName(where.region, 'en'));
  if (where.city === null) {
    return (
      `<p data-testid="demo-location">Position de ce visiteur\u00a0: ${fr}, ville inconnue. Les campagnes qui ciblent ` +
      'une ville ou une région ne lui sont pas montrées, et il n’est compté dans aucune ville exclue. ' +
      `<span lang="en">This visitor’s location: ${en}, city unknown. Campaigns targeting a city or a region are ` +
      'not shown to them, and they are counted inside no excluded city.</span></p>'
    );
  }
  const city = escapeHtml(where.city);
  return (
    `<p data-testid="demo-location">Position de ce visiteur\u00a0: ${city} (${fr}). Les campagnes qui ciblent ce lieu ` +
    `s’affichent ici. <span lang="en">This visitor’s location: ${city} (${en}). Campaigns targeting this place ` +
    'show here.</span></p>'
  );
}

/** The demo page for a visitor located at `where`. */
export const demoPage = (where: { region: string | null; city: string | null }): string => `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Démo éditeur — Publisher demo</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 1rem; color: #222; }
  header p { margin: 0.25rem 0; }
  .leaderboard { margin: 1rem auto; width: 728px; max-width: 100%; min-height: 90px; overflow-x: auto; }
  .layout { display: flex; gap: 2rem; }
  .layout article { flex: 1; }
  .rectangle { width: 300px; max-width: 100%; min-height: 250px; }
  [data-ad-size] { background: #f3f3f3; box-sizing: border-box; }
  [data-ad-filled="true"] { background: none; }
  .ad-empty { display: none; margin: 0; padding: 0.75rem; font-size: 0.85rem; color: #555; }
  [data-ad-filled="empty"] .ad-empty { display: block; }
  @media (max-width: 760px) { .layout { flex-direction: column; gap: 0; } }
</style>
<script async src="/ads/tag.js"></script>
</head>
<body>
<header>
  <h1>Le Quotidien démo</h1>
  <p>Une page d’éditeur qui affiche les campagnes approuvées du portail\u00a0: une campagne approuvée, dans ses dates,
  de format 728×90 ou 300×250, s’affiche dans les emplacements gris si son ciblage géographique vous inclut. Chaque
  visiteur est situé par province et par ville (en-têtes du CDN, sinon son adresse IP)\u00a0; une campagne qui cible une
  ville ou une région ne s’affiche que là où la ville du visiteur est connue.</p>
  <p lang="en">A publisher’s page showing the portal’s approved campaigns: an approved campaign within its dates,
  of size 728×90 or 300×250, shows in the grey slots when its geo targeting includes you. Each visitor is located
  by province and city (the CDN’s headers, else their IP address); a campaign targeting a city or a region shows
  only where the visitor’s city is known.</p>
  ${whereYouAre(where)}
  <p><a href="/ads/demo/advertiser">Le site de l’annonceur démo : audiences et conversions</a>
  <span lang="en">(<a href="/ads/demo/advertiser">the demo advertiser’s site: audiences and conversions</a>)</span></p>
</header>
<div class="leaderboard" data-ad-size="728x90">${emptySlot('728×90')}</div>
<div class="layout">
  <article>
    <h2>Actualités</h2>
    <p>Ce texte est celui de l’éditeur : la balise ne touche que les emplacements marqués <code>data-ad-size</code>.</p>
    <p lang="en">This text belongs to the publisher: the tag only fills the slots marked <code>data-ad-size</code>.</p>
  </article>
  <aside><div class="rectangle" data-ad-size="300x250">${emptySlot('300×250')}</div></aside>
</div>
</body>
</html>
`;
