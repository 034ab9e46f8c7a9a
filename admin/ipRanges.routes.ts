// The company IP-range table (provider 1 of identification): a shared reference table, so the
// operator credential is required. POST /admin/v1/ip-ranges {rows: [{cidr, company_domain,
// company_name?}], source?} imports (upserts by CIDR) all or nothing; GET gives the table's size
// by source. `signalctl ip-ranges import <file.csv>` sends large files in chunks.
import { Router } from 'express';
import { z } from 'zod';
import type { Runtime } from '../core/runtime.js';
import { importIpRanges, ipRangeCount, ipRangesBySource, MAX_IMPORT_ROWS } from '../subgraphs/accounts/identification/providers/ipTable.provider.js';
import { parseBody } from './parse.js';
import { requireOperator } from './auth.js';

const ImportRanges = z.object({
  rows: z
    .array(z.object({ cidr: z.string().trim().min(1).max(64), company_domain: z.string().trim().min(1).max(253), company_name: z.string().max(200).nullish() }))
    .min(1)
    .max(MAX_IMPORT_ROWS),
  source: z.string().trim().min(1).max(64).optional(),
});

export function ipRangeRoutes(rt: Runtime): Router {
  const r = Router();
  r.post('/ip-ranges', async (req, res) => {
    requireOperator(req);
    const body = parseBody(ImportRanges, req.body);
    const imported = await importIpRanges(rt, body.rows, body.source);
    res.json({ imported, total: await ipRangeCount(rt) });
  });
  r.get('/ip-ranges', async (req, res) => {
    requireOperator(req);
    const sources = await ipRangesBySource(rt);
    res.json({ total: sources.reduce((n, s) => n + s.ranges, 0), sources });
  });
  return r;
}
