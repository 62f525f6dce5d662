import { AUDIENCE_PIXEL_IN_TAG, CONVERSION_PIXEL_IN_TAG, pixelIdIn } from '@portal/domain';

/**
 * The demo advertiser's site (GET /ads/demo/advertiser, issue 15): the other half of the publisher demo, so that a
 * fresh install can show an audience filling up and a conversion being attributed. The advertiser pastes the tags
 * their tag pages show, or their ids (`?audience=<pixel id>&conversion=<pixel id>`); the page then
 * carries those pixels as its tags do, as images from the same origin (the page's only requests: no script, so the
 * portal's content security policy applies unchanged). A visitor who saw or clicked an ad on /ads/demo and comes
 * here joins the audience and, on the order page, converts.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pixel(src: string): string {
  return `<img src="${escapeHtml(src)}" width="1" height="1" alt="" class="pixel">`;
}

export function advertiserDemoPage(query: Record<string, unknown>): string {
  // A pasted id or tag; anything else is not put in the page.
  const audience = pixelIdIn(query.audience, AUDIENCE_PIXEL_IN_TAG);
  const conversion = pixelIdIn(query.conversion, CONVERSION_PIXEL_IN_TAG);
  const ordered = query.step === 'order' && conversion !== null;
  const withIds = (step?: string) => {
    const params = new URLSearchParams();
    if (audience) params.set('audience', audience);
    if (conversion) params.set('conversion', conversion);
    if (step) params.set('step', step);
    return `/ads/demo/advertiser?${params.toString()}`;
  };
  const tags = [
    audience ? pixel(`/ads/v1/px/${audience}`) : '',
    ordered ? pixel(`/ads/v1/cv/${conversion}?ord=DEMO-${Date.now().toString(36)}`) : '',
  ].join('');
  const status = [
    audience
      ? `<li data-tag="audience">Balise d’audience <code>${escapeHtml(audience)}</code> sur cette page : ce visiteur
  rejoint l’audience. <span lang="en">Audience tag <code>${escapeHtml(audience)}</code> on this page: this visitor
  joins the audience.</span></li>`
      : '',
    ordered
      ? `<li data-tag="conversion">Commande confirmée : la balise de conversion <code>${escapeHtml(conversion!)}</code>
  a été appelée. <span lang="en">Order confirmed: conversion tag <code>${escapeHtml(conversion!)}</code> was
  called.</span></li>`
      : conversion
        ? `<li>La balise de conversion <code>${escapeHtml(conversion)}</code> est sur la page de commande.
  <span lang="en">Conversion tag <code>${escapeHtml(conversion)}</code> is on the order page.</span></li>`
        : '',
  ].join('');
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Démo annonceur — Advertiser demo</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 760px; padding: 1rem; color: #222; }
  form { display: grid; gap: 0.75rem; margin: 1rem 0; padding: 1rem; background: #f3f3f3; }
  label { display: grid; gap: 0.25rem; font-weight: 600; }
  input { font: inherit; padding: 0.4rem; max-width: 100%; }
  button, .button { font: inherit; padding: 0.5rem 1rem; background: #1c5d99; color: #fff; border: 0;
    text-decoration: none; display: inline-block; width: fit-content; }
  .pixel { position: absolute; width: 1px; height: 1px; }
  code { word-break: break-all; }
</style>
</head>
<body>
<header>
  <h1>Boulangerie démo</h1>
  <p>Le site d’un annonceur fictif, pour voir une audience se remplir et une conversion être attribuée.
  Collez les balises que le portail vous donne (ou leurs identifiants).</p>
  <p lang="en">A make-believe advertiser’s site, to watch an audience fill up and a conversion being attributed.
  Paste the tags the portal gives you (or their ids).</p>
</header>
<form method="get" action="/ads/demo/advertiser">
  <label>Balise de l’audience, ou son identifiant <span lang="en">Audience tag, or its id</span>
    <input name="audience" value="${escapeHtml(audience ?? '')}" maxlength="2000" autocomplete="off"></label>
  <label>Balise du pixel de conversion, ou son numéro <span lang="en">Conversion pixel tag, or its id</span>
    <input name="conversion" value="${escapeHtml(conversion ?? '')}" maxlength="2000" autocomplete="off"></label>
  <button type="submit">Mettre les balises <span lang="en">/ Put the tags</span></button>
</form>
${status ? `<ul>${status}</ul>` : ''}
${
  conversion && !ordered
    ? `<p><a class="button" href="${escapeHtml(withIds('order'))}">Commander une baguette
  <span lang="en">/ Order a baguette</span></a></p>`
    : ''
}
<p><a href="/ads/demo">← Le Quotidien démo (éditeur) <span lang="en">/ publisher demo</span></a></p>
${tags}
</body>
</html>
`;
}
