#!/usr/bin/env bash
# Writes the manifests of one multi-driver igen-oltp run to stdout: the drivers' Indexed Job and the merge Job, with
# the driver count, run id, start time and levels filled in. Apply the Secret, shard map and claim first (README.md):
#   deploy/kubernetes/render.sh --drivers 4 --run-id r1 | kubectl apply -f -
# Options: --drivers N (required), --run-id ID (required: lowercase letters, digits and '-', it names the Jobs),
# --start-at TIME (UTC, 2026-12-01T10:00:00Z; default now + 2 minutes), --threads LEVELS (over all drivers; default
# the driver's: 1, 2 and 4 per shard), --warmup SECONDS (30), --duration SECONDS (60), --merge-wait SECONDS (7200:
# how long the merge Job waits for every driver to finish). Bad input: one line on stderr, exit code 2.
set -euo pipefail
here=$(dirname "$0")
fail() { echo "render.sh: $*" >&2; exit 2; }

drivers='' run_id='' start_at='' threads='' warmup=30 duration=60 merge_wait=7200
while [ $# -gt 0 ]; do
  case "$1" in
    --drivers|--run-id|--start-at|--threads|--warmup|--duration|--merge-wait)
      [ $# -ge 2 ] || fail "$1 needs a value"
      case "$1" in
        --drivers) drivers=$2 ;; --run-id) run_id=$2 ;; --start-at) start_at=$2 ;; --threads) threads=$2 ;;
        --warmup) warmup=$2 ;; --duration) duration=$2 ;; --merge-wait) merge_wait=$2 ;;
      esac
      shift 2 ;;
    *) fail "unknown argument '$1'; usage: render.sh --drivers N --run-id ID [--start-at TIME] [--threads LEVELS]" \
            "[--warmup SECONDS] [--duration SECONDS] [--merge-wait SECONDS]" ;;
  esac
done

[[ $drivers =~ ^[1-9][0-9]{0,3}$ ]] || fail "--drivers must be a whole number of 1 or more, got '$drivers'"
[[ $run_id =~ ^[a-z0-9]([-a-z0-9]{0,38}[a-z0-9])?$ ]] || fail "--run-id '$run_id': it names the Jobs, so lowercase" \
    "letters, digits and '-', starting and ending with a letter or digit, at most 40 characters"
if [ -z "$start_at" ]; then
  start_at=$(date -u -d '+2 minutes' +%Y-%m-%dT%H:%M:%SZ 2>/dev/null || date -u -v+2M +%Y-%m-%dT%H:%M:%SZ)
fi
[[ $start_at =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$ ]] \
    || fail "--start-at '$start_at': give a UTC time such as 2026-12-01T10:00:00Z"
[[ -z $threads || $threads =~ ^[0-9][0-9,.x+]*$ ]] || fail "--threads '$threads': levels such as 8,16,32 or 4..64x2"
[[ $warmup =~ ^[0-9]+$ ]] || fail "--warmup must be a whole number of seconds, got '$warmup'"
[[ $duration =~ ^[1-9][0-9]*$ ]] || fail "--duration must be a whole number of seconds, 1 or more, got '$duration'"
[[ $merge_wait =~ ^[1-9][0-9]*$ ]] || fail "--merge-wait must be a whole number of seconds, got '$merge_wait'"

# Every value above is checked to hold none of sed's special characters.
fill=(-e "s|__DRIVERS__|$drivers|g" -e "s|__RUN_ID__|$run_id|g" -e "s|__START_AT__|$start_at|g"
      -e "s|__WARMUP__|$warmup|g" -e "s|__DURATION__|$duration|g" -e "s|__MERGE_WAIT__|$merge_wait|g")
if [ -z "$threads" ]; then fill+=(-e '/__THREADS__/d'); else fill+=(-e "s|__THREADS__|$threads|g"); fi
echo "# igen-oltp run $run_id: $drivers drivers, first level at $start_at (deploy/kubernetes/render.sh)"
sed "${fill[@]}" "$here/driver-job.yaml"
echo ---
sed "${fill[@]}" "$here/merge-job.yaml"
