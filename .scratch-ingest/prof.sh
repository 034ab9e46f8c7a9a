#!/bin/bash
cd /work/main
D=$(mktemp -d)
DBURL=""
if [ "$1" != "" ]; then N=scratch_ingest_$$; npx tsx .scratch-ingest/fresh.ts create $N; DBURL=postgresql://postgres@127.0.0.1:5432/$N; fi
rm -rf /work/main/.scratch-ingest/prof; mkdir -p /work/main/.scratch-ingest/prof
node ${PROF:+--cpu-prof --cpu-prof-dir=/work/main/.scratch-ingest/prof} --import tsx .scratch-ingest/server.ts $D/db "$DBURL" > $D/out &
PID=$!
for i in $(seq 1 900); do grep -q "kind" $D/out && break; sleep 1; done; sleep 1
URL=$(node -e "console.log(JSON.parse(require('fs').readFileSync('$D/out','utf8').split('\n')[0]).url)")
npx tsx .scratch-ingest/drive.ts "$URL" 2 >/dev/null
kill -USR2 $PID
npx tsx .scratch-ingest/drive.ts "$URL" ${SECS:-8}
kill -TERM $PID; wait $PID
rm -rf $D
if [ "$1" != "" ]; then npx tsx .scratch-ingest/fresh.ts drop $N; fi
