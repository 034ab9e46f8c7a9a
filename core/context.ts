// What every role and domain service receives: one object, built once at start-up.
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import type { Clock } from './clock.js';
import type { Database } from './db/index.js';
import type { ServiceSecrets } from './secrets.js';

export interface ServiceContext {
  config: Config;
  logger: Logger;
  clock: Clock;
  db: Database;
  secrets: ServiceSecrets;
}
