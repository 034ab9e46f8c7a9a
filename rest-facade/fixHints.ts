// Where in the dashboard each remedy lives (spec 7: fix_url relative to the dashboard origin,
// fix_label in the dashboard's navigation wording).
export const FIX = {
  apiKeys: { fix_url: '/settings/exports-api/keys', fix_label: 'Settings › Exports & API › API keys' },
  plan: { fix_url: '/settings/billing', fix_label: 'Settings › Billing › Change plan' },
} as const;
