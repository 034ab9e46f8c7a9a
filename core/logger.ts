import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info', name = 'signal'): Logger {
  return pino({
    name,
    level,
    base: { pid: process.pid },
    // never log credentials, even by accident
    redact: ['req.headers.authorization', 'headers.authorization', '*.secret', '*.plaintext', '*.key_plaintext'],
  });
}
