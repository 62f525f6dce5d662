import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { buildServer } from '../server.ts';
import { refuseUnsharedServing } from './serving-peers.ts';
import { StartError } from './start-error.ts';

/**
 * The start refuses a setting that cannot work (issue 30): a process without REDIS_URL beside another serving from
 * the same PostgreSQL database over-delivers; so does one counting on another Redis. Run on PostgreSQL.
 */

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.runIf(process.env.DATABASE_URL)('a start beside processes serving from the same database', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const refusal = (config: Parameters<typeof refuseUnsharedServing>[0]) =>
    refuseUnsharedServing(config).then(
      () => null,
      (e: unknown) => e as Error,
    );

  it('refuses a process without REDIS_URL while another serves, and names REDIS_URL', async () => {
    t = await createTestApp({ REDIS_URL: '' });
    const { DATABASE_URL, REDIS_PREFIX } = t.app.config;
    const error = await refusal({ DATABASE_URL, REDIS_URL: undefined, REDIS_PREFIX });
    expect(error).toBeInstanceOf(StartError);
    expect(error!.message).toMatch(/^REDIS_URL: another portal process already serves from this database/);
  });

  it('lets a process join others that count on the same Redis, and refuses one without it or on other keys', async () => {
    t = await createTestApp({ REDIS_URL: redisUrl });
    const { DATABASE_URL, REDIS_PREFIX } = t.app.config;
    expect(await refusal({ DATABASE_URL, REDIS_URL: redisUrl, REDIS_PREFIX })).toBeNull();
    expect((await refusal({ DATABASE_URL, REDIS_URL: undefined, REDIS_PREFIX }))?.message).toMatch(
      /^REDIS_URL: another portal process already serves/,
    );
    expect(
      (await refusal({ DATABASE_URL, REDIS_URL: redisUrl, REDIS_PREFIX: 'elsewhere:' }))?.message,
    ).toMatch(/^REDIS_URL: portal processes counting on another Redis/);
  });

  it('does not count `npm run billing` (its connections named portal-billing) as a serving process', async () => {
    t = await createTestApp({ REDIS_URL: '' });
    const { config } = t.app;
    await t.app.close();
    // As billing.ts builds it: the whole server, not listening, on the same database.
    const billing = await buildServer(config, { applicationName: 'portal-billing' });
    try {
      const { DATABASE_URL, REDIS_PREFIX } = config;
      expect(await refusal({ DATABASE_URL, REDIS_URL: undefined, REDIS_PREFIX })).toBeNull();
    } finally {
      await billing.close();
    }
  });

  it('lets the first process start without Redis', async () => {
    t = await createTestApp({ REDIS_URL: '' });
    const { DATABASE_URL, REDIS_PREFIX } = t.app.config;
    await t.app.close();
    // The stopped process's connections are gone once its pool ended.
    expect(await refusal({ DATABASE_URL, REDIS_URL: undefined, REDIS_PREFIX })).toBeNull();
  });
});
