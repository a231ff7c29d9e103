#!/usr/bin/env bash
# Runs a command under a CPU quota: a known slowdown, to check that a comparison finds an effect that is there.
#
#   benchmarks/known-effects/cpu-quota.sh CORES COMMAND [ARGS...]
#
# CORES is the quota in cores (1.8 on a 2-core machine caps the command at 90 % of it). The command and every process
# it starts run in a cgroup of their own (cgroup v1 `cpu` controller, or cgroup v2 `cpu.max`), created on first use as
# igen-quota-<CORES>; needs root or a delegated cgroup. As an ab launcher:
#
#   java -jar igen-cpu/target/igen-cpu.jar ab --b-launcher 'benchmarks/known-effects/cpu-quota.sh 1.8' -- --threads 2
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 CORES COMMAND [ARGS...]   (e.g. $0 1.8 java -jar igen-cpu/target/igen-cpu.jar)" >&2
  exit 2
fi
cores=$1
shift
if ! [[ $cores =~ ^[0-9]+(\.[0-9]+)?$ ]] || awk -v c="$cores" 'BEGIN { exit !(c <= 0) }'; then
  echo "$0: '$cores' is not a number of cores above 0 (1.8 caps at 1.8 cores)" >&2
  exit 2
fi
period=100000
quota=$(awk -v c="$cores" -v p=$period 'BEGIN { printf "%d", c * p }')
name="igen-quota-$cores"
if [ -d /sys/fs/cgroup/cpu ] && [ -f /sys/fs/cgroup/cpu/cpu.cfs_quota_us ]; then
  group=/sys/fs/cgroup/cpu/$name
  mkdir -p "$group"
  echo $period > "$group/cpu.cfs_period_us"
  echo "$quota" > "$group/cpu.cfs_quota_us"
elif [ -f /sys/fs/cgroup/cgroup.controllers ]; then
  group=/sys/fs/cgroup/$name
  mkdir -p "$group"
  echo "$quota $period" > "$group/cpu.max"
else
  echo "$0: no cgroup cpu controller found under /sys/fs/cgroup" >&2
  exit 1
fi
echo $$ > "$group/cgroup.procs"
exec "$@"
