import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import type { AdServer } from './port.ts';
import { createEmbeddedAdServer } from './embedded/index.ts';

export type * from './port.ts';

/**
 * The ad server the portal runs with. The embedded one is the only implementation so far; a managed ad server
 * (Google Ad Manager) would be a sibling folder chosen here from the configuration, and nothing outside adapters/
 * would change.
 */
export function createAdServer(db: Db, config: Config, opts: { clock?: Clock } = {}): AdServer {
  return createEmbeddedAdServer(db, opts.clock ?? systemClock, { timeZone: config.TIMEZONE });
}
