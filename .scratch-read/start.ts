import 'reflect-metadata';
import { startTestServer } from '../test/helpers/server.js';
import { createWorkspace, get, bearer } from '../test/read-api/helpers.js';
const t = Date.now();
try {
  const s = await startTestServer();
  console.log('started in', Date.now() - t, 'ms');
  const ws = await createWorkspace(s);
  const r = await get(`${s.url}/signal-api/v1`, '/accounts', bearer(ws.readKey));
  console.log('accounts', r.status, JSON.stringify(r.body));
  await s.stop();
} catch (e) { console.log('ERROR', e); }
process.exit(0);
