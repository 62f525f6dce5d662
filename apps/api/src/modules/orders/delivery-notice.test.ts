import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { beacon, decide, intoFlight, lineItemOf, liveCampaign } from '../../test/ads.ts';
import { eq } from 'drizzle-orm';
import { readMails } from '../../test/factories.ts';
import { users } from '../../platform/db/schema.ts';
import { JobRunner } from '../../platform/jobs/runner.ts';
import { ordersDeps, registerDeliveryNotices } from './index.ts';

/**
 * "Your campaign is delivering" (issue 31 §5): once, in the advertiser's language, when an approved campaign's first
 * impression is counted; never before, never twice, however many processes poll.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
});
afterAll(() => t?.close());

const deliveringMails = async (email: string) =>
  (await readMails(t)).filter((m) => m.to === email && /en diffusion|is delivering/.test(m.subject));

describe('the delivery notice', () => {
  it('e-mails the advertiser once, at the first impression, in their language', async () => {
    const live = await liveCampaign(t);
    await t.app.jobs.runDue();
    expect(await deliveringMails(live.user.email)).toEqual([]);
    intoFlight(t);
    const slot = (await decide(t, '300x250')).slots[0];
    await beacon(t, slot.impressionUrl);
    expect((await lineItemOf(t, live)).lineItem.stats.impressionsDelivered).toBe(1);
    await t.app.jobs.runDue();
    const [mail, ...more] = await deliveringMails(live.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Votre campagne «\u00a0.+\u00a0» est en diffusion/);
    expect(mail!.text).toContain(`/fr/guichet/campagnes/${live.orderId}/detail/campagne/`);
    // More impressions, more polls: no second e-mail.
    await beacon(t, (await decide(t, '300x250')).slots[0].impressionUrl);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(await deliveringMails(live.user.email)).toHaveLength(1);
  });

  it('is sent once when two processes poll at the same time', async () => {
    const second = new JobRunner(t.app.database.db, t.clock, { pollMs: 0 });
    registerDeliveryNotices(second, ordersDeps(t.app));
    // Its own size: the first test's campaign, still live, does not take its decisions.
    const live = await liveCampaign(t, { size: { width: 728, height: 90 } });
    // The advertiser's language is their last session's: English from here on.
    await t.app.database.db
      .update(users)
      .set({ locale: 'en' })
      .where(eq(users.id, Number(live.user.user.user_id)));
    intoFlight(t);
    await beacon(t, (await decide(t, '728x90')).slots[0].impressionUrl);
    await Promise.all([t.app.jobs.runDue(), second.runDue(), t.app.jobs.runDue()]);
    await Promise.all([t.app.jobs.runDue(), second.runDue()]);
    const mails = await deliveringMails(live.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Your campaign ".+" is delivering/);
    expect(mails[0]!.text).toContain(`/en/hub/orders/${live.orderId}/detail/order/`);
  });
});
