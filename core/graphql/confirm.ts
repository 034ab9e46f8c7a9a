// Irreversible changes over GraphQL (spec 4.4's list: a secret shown once, a hard delete, vendor
// credits, contacts pushed out) need `confirm: true` from the dashboard, which shows the effect
// first; without it nothing runs and the answer says what would happen.
import { validation } from '../errors.js';

export function requireConfirm(confirm: boolean | null | undefined, effect: string): void {
  if (confirm === true) return;
  throw validation(`this change is irreversible: ${effect}. Repeat it with confirm: true to go ahead`, {
    field: 'confirm',
    code: 'confirmation_required',
    effect,
  });
}
