// Child process for the concurrent start-up test: loads everything, says "ready", waits for
// "go" on stdin so all starters hit the database together, then prints what it applied.
import { once } from 'node:events';
import { pino } from 'pino';
import { openDatabase } from '../../core/db/index.js';

const applied: string[] = [];
const logger = pino({ level: 'info' }, {
  write(line: string) {
    const entry = JSON.parse(line) as { msg: string; migration?: string };
    if (entry.msg === 'applied migration' && entry.migration) applied.push(entry.migration);
  },
});

process.stdout.write('ready\n');
await once(process.stdin, 'data');
const db = await openDatabase({ url: process.argv[2], dataDir: 'memory://', logger });
await db.close();
process.stdout.write(`${JSON.stringify({ applied })}\n`);
process.exit(0);
