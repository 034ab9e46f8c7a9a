// Integrations: API keys and webhook endpoints. One file per tool (schema, effect, run); listed here once.
import { createApiKey } from './create_api_key.js';
import { createWebhook } from './create_webhook.js';
import { listApiKeys } from './list_api_keys.js';
import { listWebhooks } from './list_webhooks.js';
import { revokeApiKey } from './revoke_api_key.js';
import { setWebhookState } from './set_webhook_state.js';

export const INTEGRATION_TOOLS = [createApiKey, createWebhook, listApiKeys, listWebhooks, revokeApiKey, setWebhookState] as const;
