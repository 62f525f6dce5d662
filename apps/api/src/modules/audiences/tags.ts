/**
 * The tags an advertiser installs on their site (issue 15): an asynchronous script that loads the pixel, and the
 * same pixel as an image for browsers without scripts (inside <noscript>, so that a page counts one hit, not two).
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/--/g, '&#45;&#45;');

function tag(comment: string, url: string, scriptUrl: string): string {
  return [
    `<!-- ${escapeHtml(comment)} -->`,
    `<script async>(function(){var i=new Image(1,1);i.src=${JSON.stringify(scriptUrl)}+(${JSON.stringify(scriptUrl)}.indexOf("?")<0?"?":"&")+"cb="+Date.now();})();</script>`,
    `<noscript><img src="${escapeHtml(url)}" width="1" height="1" alt="" style="display:none"></noscript>`,
  ].join('\n');
}

/** The tag of a personalised segment: its pool pixel. */
export function segmentTag(publicUrl: string, name: string, pixelId: string): string {
  const url = `${publicUrl}/ads/v1/px/${pixelId}`;
  return tag(`Audience: ${name}`, url, url);
}

/**
 * The tag of a conversion pixel, by the id its tag carries (unguessable since issue 28); a custom one carries the
 * transaction id to fill in (ord).
 */
export function conversionTag(publicUrl: string, name: string, tagId: string, type: string): string {
  const url = `${publicUrl}/ads/v1/cv/${tagId}`;
  const withOrd = type === 'custom' ? `${url}?ord=TRANSACTION_ID` : url;
  return tag(`Conversion: ${name}`, withOrd, withOrd);
}
