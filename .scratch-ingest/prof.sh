#!/bin/bash
cd /work/main
D=$(mktemp -d)
rm -rf /work/main/.scratch-ingest/prof; mkdir -p /work/main/.scratch-ingest/prof
node ${PROF:+--cpu-prof --cpu-prof-dir=/work/main/.scratch-ingest/prof} --import tsx .scratch-ingest/server.ts $D/db "$1" > $D/out &
PID=$!
for i in $(seq 1 180); do grep -q url $D/out && break; sleep 1; done
URL=$(node -e "console.log(JSON.parse(require('fs').readFileSync('$D/out','utf8').split('\n')[0]).url)")
npx tsx .scratch-ingest/drive.ts "$URL" 2 >/dev/null
kill -USR2 $PID
npx tsx .scratch-ingest/drive.ts "$URL" ${SECS:-8}
kill -TERM $PID; wait $PID
rm -rf $D
