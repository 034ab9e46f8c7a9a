import { normalize } from '../subgraphs/copilot/planner/normalize.ts';
import { scoreIntents } from '../subgraphs/copilot/planner/intents.ts';
for (const q of process.argv.slice(2)) { const n = normalize(q); console.log(n.text, scoreIntents({ text: n.text, hasEmail:false, hasUrl:false, hasDomain:false, hasPath:false, hasQuoted:false, known:{} }).slice(0,4)); }
