#!/usr/bin/env bash
# The unit stage beside two CPU-burning loops, repeated until it is green three times in a row
# (at most five runs): the proof that no unit test depends on the machine's speed.
# Run it on a fresh clone after `npm install`: bash scripts/stress-unit.sh
set -u
cd "$(dirname "$0")/.."
( while :; do :; done ) & B1=$!
( while :; do :; done ) & B2=$!
trap 'kill $B1 $B2' EXIT
green=0
for run in 1 2 3 4 5; do
  start=$(date +%s)
  npx jest > "/tmp/stress-unit-$run.log" 2>&1
  rc=$?
  echo "run $run: exit $rc in $(( $(date +%s) - start )) s, load $(cut -d' ' -f1-3 /proc/loadavg); log /tmp/stress-unit-$run.log"
  if [ "$rc" = 0 ]; then green=$((green + 1)); else green=0; fi
  [ "$green" = 3 ] && exit 0
done
exit 1
