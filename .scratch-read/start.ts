import 'reflect-metadata';
import { startTestServer } from '../test/helpers/server.js';
const t = Date.now();
const s = await startTestServer();
console.log('started in', Date.now() - t, 'ms');
await s.stop();
process.exit(0);
