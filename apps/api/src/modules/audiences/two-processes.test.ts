import { describe, expect, it } from 'vitest';
import { createTwoProcesses, type TestApp } from '../../test/app.ts';
import { call, loginUser, registerUser, type Json } from '../../test/factories.ts';

/**
 * Two portal processes on one PostgreSQL database (decision 0011): each keeps its own pixel log in its own data
 * directory, and both apply into the same rows, so a visitor's hits on either count once each, toward one
 * membership, and a conversion key counted by one is not counted again by the other.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('two processes over one database', () => {
  it(
    'count each hit once, agree on membership and size, and count a custom ord once',
    { timeout: 120_000 },
    async () => {
      const { a, b, close } = await createTwoProcesses();
      try {
        const user = await registerUser(a);
        const created = await call(a, 'POST', '/api/v2/segments/personalized_segments/', {
          token: user.token,
          body: { name: 'Deux serveurs', pageViews: 2 },
        });
        expect(created.status).toBe(200);
        const list = async (app: TestApp): Promise<Json> => {
          const { token } = await loginUser(app, user.email, user.password);
          return (await call(app, 'GET', '/api/v2/segments/personalized_segments', { token })).body[0];
        };
        const segment = await list(a);
        const pixel = /\/ads\/v1\/px\/[A-Za-z0-9_-]+/.exec(segment.tag)![0];
        const vid = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
        const hit = (app: TestApp, p: string) =>
          fetch(`${app.url}${p}`, { headers: { cookie: `vid=${vid}` } });
        expect((await hit(a, pixel)).status).toBe(200);
        expect((await list(b)).size).toBe(0);
        expect((await hit(b, pixel)).status).toBe(200);
        // A's hit applied by A (it applies its own log in the background; sizes are read after it).
        await a.app.adServer.serving!.getDailyStats([1]);
        // B applied its hit; A's was applied by A: one visitor, two hits, a member as both read it.
        expect((await list(b)).size).toBe(1);
        expect((await list(a)).size).toBe(1);

        const { token } = await loginUser(a, user.email, user.password);
        const sale = await call(a, 'POST', '/api/v2/conversions/', {
          token,
          body: { name: 'Vente', type: 'custom' },
        });
        const { tag } = (await call(a, 'GET', `/api/v2/conversions/${sale.body.activityGroupId}`, { token }))
          .body;
        const cv = /\/ads\/v1\/cv\/[\w-]+/.exec(tag)![0];
        for (const app of [a, b, a]) {
          expect((await hit(app, `${cv}?ord=T-1`)).status).toBe(200);
        }
        // Each process applies its own log: read after both applied.
        await a.app.adServer.serving!.getDailyStats([1]);
        await b.app.adServer.serving!.getDailyStats([1]);
        const pixels = await call(a, 'GET', '/api/v2/conversions/', { token });
        expect(pixels.body[0].totalConversions).toBe(1);
      } finally {
        await close();
      }
    },
  );
});
