// The state changes of a paused-or-active setting (sync rules, alert destinations): delete is the
// irreversible one (spec 4.4), so every surface asks for confirmation before it.
import { z } from 'zod';

export const STATE_ACTIONS = ['activate', 'pause', 'delete'] as const;
export type StateAction = (typeof STATE_ACTIONS)[number];
export const stateActionSchema = z.enum(STATE_ACTIONS);
