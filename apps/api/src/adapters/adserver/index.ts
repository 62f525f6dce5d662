import type { Redis } from 'ioredis';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import type { AdServer } from './port.ts';
import { createEmbeddedAdServer } from './embedded/index.ts';
import { beaconLogDir } from './embedded/serving.ts';
import { createSharedCounts } from './embedded/shared-counts.ts';
import { DECISION_TTL_MS } from './embedded/beacons.ts';

export type * from './port.ts';

/**
 * The ad server the portal runs with. The embedded one is the only implementation so far; a managed ad server
 * (Google Ad Manager) would be a sibling folder chosen here from the configuration, and nothing outside adapters/
 * would change.
 */
export function createAdServer(
  db: Db,
  config: Config,
  opts: {
    clock?: Clock;
    onError?: (error: unknown) => void;
    redis?: Redis | null;
    /** Database.onAnnounce: changes other processes announce (issue 30 §4). */
    onAnnounce?: (channel: string, listener: (payload: string) => void) => void;
  } = {},
): AdServer {
  const inMemory = config.DATA_DIR.startsWith('memory://');
  const redis = opts.redis ?? null;
  return createEmbeddedAdServer(db, opts.clock ?? systemClock, {
    timeZone: config.TIMEZONE,
    logDir: inMemory ? null : beaconLogDir(config.DATA_DIR),
    sharedDatabase: Boolean(config.DATABASE_URL),
    onError: opts.onError,
    audiencePixelPoolSize: config.AUDIENCE_PIXEL_POOL_SIZE,
    // Several processes count on Redis what must be exact across them (issue 30).
    shared: redis ? (owner: string) => createSharedCounts(redis, DECISION_TTL_MS, { owner }) : null,
    onAnnounce: opts.onAnnounce,
  });
}
