// Billing (privileged: the workspace opt-in and the owner, spec 4.5). One file per tool; listed here once.
import { openBillingPortal } from './open_billing_portal.js';
import { startCheckout } from './start_checkout.js';

export const BILLING_TOOLS = [openBillingPortal, startCheckout] as const;
