#!/usr/bin/env bash
# Puts a running process under a CPU quota, or takes it out again: a known slowdown switched on and off while a
# launch runs, for `ab --design abba` (which sets IGEN_PID to the launch's process id).
#
#   benchmarks/known-effects/cpu-quota-switch.sh CORES|off [PID]
#
# CORES moves the process (all its threads) into the cgroup igen-quota-<CORES>, capped at CORES cores (cgroup v1 `cpu`
# controller, or cgroup v2 `cpu.max`); off moves it back to the root cgroup. Needs root or a delegated cgroup.
#
#   java -jar igen-oltp/target/igen-oltp.jar ab --design abba \
#       --a-switch 'benchmarks/known-effects/cpu-quota-switch.sh off' \
#       --b-switch 'benchmarks/known-effects/cpu-quota-switch.sh 1.9' -- --shards 28
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 CORES|off [PID]   (PID defaults to \$IGEN_PID, which ab --design abba sets)" >&2
  exit 2
fi
cores=$1
pid=${2:-${IGEN_PID:-}}
if ! [[ $pid =~ ^[0-9]+$ ]]; then
  echo "$0: no process id: give PID or set IGEN_PID" >&2
  exit 2
fi
if [ "$cores" != off ] && { ! [[ $cores =~ ^[0-9]+(\.[0-9]+)?$ ]] || awk -v c="$cores" 'BEGIN { exit !(c <= 0) }'; }; then
  echo "$0: '$cores' is neither off nor a number of cores above 0 (1.9 caps at 1.9 cores)" >&2
  exit 2
fi
if [ -f /sys/fs/cgroup/cpu/cpu.cfs_quota_us ]; then
  root=/sys/fs/cgroup/cpu
elif [ -f /sys/fs/cgroup/cgroup.controllers ]; then
  root=/sys/fs/cgroup
else
  echo "$0: no cgroup cpu controller found under /sys/fs/cgroup" >&2
  exit 1
fi
group=$root
if [ "$cores" != off ]; then
  period=100000
  quota=$(awk -v c="$cores" -v p=$period 'BEGIN { printf "%d", c * p }')
  group=$root/igen-quota-$cores
  mkdir -p "$group"
  if [ "$root" = /sys/fs/cgroup/cpu ]; then
    echo $period > "$group/cpu.cfs_period_us"
    echo "$quota" > "$group/cpu.cfs_quota_us"
  else
    echo "$quota $period" > "$group/cpu.max"
  fi
fi
echo "$pid" > "$group/cgroup.procs"
