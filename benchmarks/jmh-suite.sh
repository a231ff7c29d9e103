#!/usr/bin/env bash
# iGen's JMH suite for comparing CPUs: one fractal (igen-cpu), the winner search and the allocation of a
# lotto block (igen-ram), and one order-entry transaction on an in-memory H2 shard (igen-oltp), each at
# the thread counts of the stepwise runs. All results go into one JMH JSON file that `compare` reads:
#   benchmarks/jmh-suite.sh --out results/jmh-A.json            (on machine A, and likewise on B)
#   java -jar igen-cpu/target/igen-cpu.jar compare results/jmh-A.json results/jmh-B.json
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  cat <<'USAGE'
usage: benchmarks/jmh-suite.sh [--threads LIST] [--quick] [--out FILE] [-- JMH options...]
  --threads LIST  thread counts, comma-separated; default 1, 2, 4, ... up to twice the hardware threads
  --quick         one warm-up and one measurement iteration of 1 s: a smoke test, not a measurement
  --out FILE      the combined JMH JSON result; default results/jmh-<host>-<yyyyMMdd-HHmmss>.json
  -- ...          anything after -- goes to every JMH run (for example -f 3)
The jars come from: mvn -B -Pjmh package -DskipTests
USAGE
}

hardware_threads=$(nproc 2>/dev/null || echo 1)
threads=""
for ((t = 1; t <= 2 * hardware_threads; t *= 2)); do threads+="${threads:+,}$t"; done
quick=()
out="results/jmh-$(hostname 2>/dev/null || echo host)-$(date +%Y%m%d-%H%M%S).json"
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --threads) threads="${2:?--threads needs a list like 1,2,4}"; shift 2 ;;
    --quick) quick=(-wi 1 -w 1s -i 1 -r 1s -f 1); shift ;;
    --out) out="${2:?--out needs a file name}"; shift 2 ;;
    --help|-h) usage; exit 0 ;;
    --) shift; extra=("$@"); break ;;
    *) echo "jmh-suite: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
done
if ! [[ "$threads" =~ ^[1-9][0-9]*(,[1-9][0-9]*)*$ ]]; then
  echo "jmh-suite: '$threads' is not a list of thread counts like 1,2,4" >&2; exit 2
fi

# jar, then the benchmarks of it that belong to the suite (JMH include patterns)
suite=(
  "igen-cpu/target/igen-cpu-jmh.jar" 'FractalBench\.fractal$'
  "igen-ram/target/igen-ram-jmh.jar" 'LottoBench\.(search|allocateAndFill)$'
  "igen-oltp/target/igen-oltp-jmh.jar" 'TransactionBench\.transaction$'
)
for ((i = 0; i < ${#suite[@]}; i += 2)); do
  if [ ! -f "${suite[i]}" ]; then
    echo "jmh-suite: ${suite[i]} is missing; build the JMH jars first: mvn -B -Pjmh package -DskipTests" >&2
    exit 2
  fi
done

parts=$(mktemp -d)
trap 'rm -rf "$parts"' EXIT
for t in ${threads//,/ }; do
  for ((i = 0; i < ${#suite[@]}; i += 2)); do
    jar="${suite[i]}"
    jvm=()
    if [[ "$jar" == *igen-ram* ]]; then
      # each thread keeps a 256 MB block and allocates another: size the heap for it, fixed and pre-touched
      heap_mb=$((t * 768 + 1024))
      jvm=(-jvmArgsAppend "-Xms${heap_mb}m -Xmx${heap_mb}m -XX:+AlwaysPreTouch")
    fi
    part="$parts/$(basename "$jar" .jar)-t$t.json"
    echo "== jmh-suite: $(basename "$jar") ${suite[i + 1]} at $t thread(s)"
    java -jar "$jar" "${suite[i + 1]}" -t "$t" -rf json -rff "$part" "${jvm[@]}" "${quick[@]}" "${extra[@]}"
  done
done

# JMH writes one JSON array per run: "[" on the first line, "]" alone on the last. Join them into one.
mkdir -p "$(dirname "$out")"
{
  echo "["
  first=1
  for part in "$parts"/*.json; do
    body=$(sed -e '1{/^\[$/d;}' -e '/^\]$/,$d' "$part")
    [ -n "$body" ] || continue
    [ "$first" = 1 ] || echo ","
    printf '%s\n' "$body"
    first=0
  done
  echo "]"
} > "$out"
echo "jmh-suite: results in $out"
