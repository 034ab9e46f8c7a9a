// Workspace setup: onboarding steps, plan, store, email platform, team. One file per tool (schema, effect, run); listed here once.
import { activateWorkspace } from './activate_workspace.js';
import { authorizeStore } from './authorize_store.js';
import { claimDomain } from './claim_domain.js';
import { completeIntentStep } from './complete_intent_step.js';
import { connectEsp } from './connect_esp.js';
import { espConnection } from './esp_connection.js';
import { listTeam } from './list_team.js';
import { skipEsp } from './skip_esp.js';
import { subscription } from './subscription.js';
import { testPixel } from './test_pixel.js';
import { verifyEsp } from './verify_esp.js';
import { verifyPixel } from './verify_pixel.js';
import { workspaceSetup } from './workspace_setup.js';

export const SETUP_TOOLS = [activateWorkspace, authorizeStore, claimDomain, completeIntentStep, connectEsp, espConnection, listTeam, skipEsp, subscription, testPixel, verifyEsp, verifyPixel, workspaceSetup] as const;
