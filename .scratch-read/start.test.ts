import { it } from 'vitest';
import { startTestServer } from '../test/helpers/server.js';
it('start', async () => {
  const t = Date.now();
  const s = await startTestServer();
  console.log('started in', Date.now() - t, 'ms');
  await s.stop();
}, 300000);
