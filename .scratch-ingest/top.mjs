import fs from 'node:fs';
const f = process.argv[2]; const p = JSON.parse(fs.readFileSync(f, 'utf8'));
const lastMs = Number(process.argv[4] ?? 9) * 1000;
const byId = new Map(p.nodes.map(n => [n.id, n]));
const dt = p.timeDeltas; const totalAll = dt.reduce((a,b)=>a+b,0);
let t = 0; const cnt = new Map(); let total = 0;
p.samples.forEach((s, i) => { t += dt[i]; if (t/1000 < totalAll/1000 - lastMs) return; total += dt[i]; cnt.set(s, (cnt.get(s) ?? 0) + dt[i]); });
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const key = n => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//,'nm/').replace('file:///work/main/','')}:${n.callFrame.lineNumber}`;
const selfBy = new Map(), incl = new Map();
for (const [id, tt] of cnt) { const n = byId.get(id); selfBy.set(key(n), (selfBy.get(key(n)) ?? 0) + tt);
  const seen = new Set(); let c = id; while (c !== undefined) { const k = key(byId.get(c)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + tt); } c = parent.get(c); } }
const pr = (m, lim) => [...m].sort((a,b)=>b[1]-a[1]).slice(0, lim).forEach(([k,t]) => console.log((t/1000).toFixed(0).padStart(7)+'ms '+(100*t/total).toFixed(1).padStart(5)+'% '+k));
console.log('window', (total/1000).toFixed(0), 'ms'); console.log('--- self'); pr(selfBy, 25); console.log('--- inclusive'); pr(incl, Number(process.argv[3] ?? 60));
