
import { ALL_TOOLS } from '/work/main/subgraphs/copilot/tools/index.ts';
import { planQuestion } from '/work/main/subgraphs/copilot/planner/plan.ts';
const names = { rules: ['Hot leads to Klaviyo'], keys: ['Zapier export', 'ci'], destinations: ['#sales-alerts'], conversations: ['Q3 pipeline review'], subjects: ['acme.com'], webhooks: ['https://hooks.example.com/signal'], facts: ['We sell to dentists'], accounts: [{domain:'acme.com',name:'Acme'},{domain:'globex.com',name:'Globex'},{domain:'initech.io',name:'Initech'}] };
const qs = process.argv.slice(2).length ? process.argv.slice(2) : [
 'show me the top 5 accounts', 'tell me about acme.com', 'who visited from globex last week', 'which competitors were on the site this month',
 'what pages did jane@acme.com look at', 'most common paths through /pricing', 'where does our traffic come from', 'breakdown by campaign for Q3',
 'what should I do next', 'how is my setup going', 'which pages count toward intent', 'show enrichment settings', 'list sync rules', 'who would the Hot leads to Klaviyo rule send',
 'show api keys', 'list webhooks', 'what alert destinations do we have', 'how many visitors did we identify yesterday', 'show my past conversations', 'open the conversation "Q3 pipeline review"',
 'who is on the team', 'what plan are we on', 'is klaviyo connected', 'what do you remember about us',
 'mark acme.com as a competitor', 'I emailed jane@acme.com', 'snooze the acme.com recommendation', 'turn off enrichment', 'create a sync rule called "Big fish" for intent above 80',
 'pause the Hot leads to Klaviyo rule', 'set intent pages to /pricing and /demo', 'create an api key for zapier', 'revoke the Zapier export key', 'add webhook https://hooks.example.com/new',
 'disable https://hooks.example.com/signal', 'add a slack alert #deals https://hooks.slack.com/services/X', 'pause #sales-alerts', 'verify the pixel', 'send a test pixel hit', 'mark the intent step complete',
 'activate the workspace', 'claim example.org', 'rename "Q3 pipeline review" to "Q3 review"', 'delete the Q3 pipeline review conversation', 'forget that we sell to dentists',
 'why did traffic drop last week', 'what is the weather', 'what was revenue last month', 'run the hot leads rule now', 'show api keys and webhooks', 'classify acme.com', 'revoke the key', 'tell me about acme',
];
for (const q of qs) {
  const d = planQuestion({ question: q, tools: ALL_TOOLS, history: [], facts: [], now: new Date('2025-06-18T12:00:00Z'), workspaceId: 'x' }, names as any);
  console.log(q.padEnd(60), '→', d.type === 'calls' ? d.calls.map((c) => `${c.tool} ${JSON.stringify(c.arguments)}`).join(' + ') : `${d.type}: ${d.text.slice(0, 70)}`);
}
