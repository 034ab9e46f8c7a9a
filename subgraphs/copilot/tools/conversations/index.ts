// The copilot's own records: saved conversations and remembered facts. One file per tool (schema, effect, run); listed here once.
import { deleteConversation } from './delete_conversation.js';
import { forgetFact } from './forget_fact.js';
import { getConversation } from './get_conversation.js';
import { listConversations } from './list_conversations.js';
import { recallFacts } from './recall_facts.js';
import { renameConversation } from './rename_conversation.js';

export const CONVERSATION_TOOLS = [deleteConversation, forgetFact, getConversation, listConversations, recallFacts, renameConversation] as const;
