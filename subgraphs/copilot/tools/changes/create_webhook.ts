import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { changed } from '../shared/result.js';
import { conflict } from '../../../../core/errors.js';
import { validateEndpointUrl } from '../../../webhooks/endpoints/url.js';
import { generateSecret, sealSecret } from '../../../webhooks/endpoints/secret.js';

const MAX_ENDPOINTS = 5; // spec 6 rule 2

export const createWebhook = defineTool({
  name: 'create_webhook',
  description: 'Registers a webhook endpoint URL that will receive every event; its signing secret (whsec_...) is shown once. At most 5 per workspace.',
  kind: 'change',
  reversible: false,
  irreversibleReason: 'the signing secret is shown once',
  args: z.object({ url: z.string().min(8).max(2048).describe('the https endpoint URL') }),
  effect: (a) => `Registers the webhook endpoint ${a.url.trim()}; its signing secret is shown once.`,
  async precheck(ctx, a) {
    validateEndpointUrl(a.url, { allowPrivate: ctx.rt.config.SIGNAL_WEBHOOK_ALLOW_PRIVATE });
  },
  async run(ctx, a) {
    const t = sqlTrace(ctx);
    const url = validateEndpointUrl(a.url, { allowPrivate: ctx.rt.config.SIGNAL_WEBHOOK_ALLOW_PRIVATE });
    const secret = generateSecret();
    const row = await ctx.rt.db.prisma.$transaction(async (tx) => {
      // lock the workspace so two registrations cannot both pass the limit
      const lock = `SELECT id FROM workspaces WHERE id = $1::uuid FOR UPDATE`;
      t.note(lock, ctx.workspaceId);
      await tx.$queryRawUnsafe(lock, ctx.workspaceId);
      const countSql = `SELECT count(*) AS n, count(*) FILTER (WHERE lower(url) = lower($2)) AS same FROM webhook_endpoints WHERE workspace_id = $1::uuid`;
      t.note(countSql, ctx.workspaceId, url);
      const [c] = (await tx.$queryRawUnsafe(countSql, ctx.workspaceId, url)) as { n: bigint; same: bigint }[];
      if (Number(c?.same ?? 0) > 0) throw conflict(`${url} is already registered`, { code: 'webhook_exists' });
      if (Number(c?.n ?? 0) >= MAX_ENDPOINTS)
        throw conflict(`this workspace already has ${MAX_ENDPOINTS} webhook endpoints; delete one first`, { code: 'webhook_limit_reached', limit: MAX_ENDPOINTS });
      const ins = `INSERT INTO webhook_endpoints (id, workspace_id, url, state, updated_at) VALUES (gen_random_uuid(), $1::uuid, $2, 'enabled', $3::timestamptz) RETURNING id, url, state`;
      t.note(ins, ctx.workspaceId, url, ctx.now.toISOString());
      const [ep] = (await tx.$queryRawUnsafe(ins, ctx.workspaceId, url, ctx.now.toISOString())) as { id: string; url: string; state: string }[];
      const sec = `INSERT INTO webhook_secrets (id, endpoint_id, ciphertext) VALUES (gen_random_uuid(), $1::uuid, $2)`;
      t.note(sec, ep!.id, '<encrypted>');
      await tx.$executeRawUnsafe(sec, ep!.id, sealSecret(secret, ctx.rt.secrets.secretKey));
      return ep!;
    });
    return changed(t.sql, { url: row.url, state: row.state }, {
      caveats: ['The signing secret is in secrets.signing_secret and is shown only this once.'],
      secrets: { signing_secret: secret },
    });
  },
});
