#!/usr/bin/env bash
# iGen's JMH suite for comparing CPUs: every benchmark of the benchmark modules (igen-cpu, igen-ram, igen-oltp; see
# docs/jmh.md), each at the thread counts of the stepwise runs. All results go into one JMH JSON file that `compare`
# reads:
#   benchmarks/jmh-suite.sh --out results/jmh-A.json            (on machine A, and likewise on B)
#   java -jar igen-cpu/target/igen-cpu.jar compare results/jmh-A.json results/jmh-B.json
# The suite is found, not listed: each module with JMH sources (igen-*/src/jmh) but igen-core, whose RecordingBench
# measures the harness rather than the machine, contributes what its jar lists in its own package
# (java -jar igen-<m>/target/igen-<m>-jmh.jar -l '^io\.igen\.<m>\.'). --list prints the suite, one name a line.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  cat <<'USAGE'
usage: benchmarks/jmh-suite.sh [--threads LIST] [--quick] [--out FILE] [-- JMH options...]
       benchmarks/jmh-suite.sh --list
  --threads LIST  thread counts, comma-separated; default 1, 2, 4, ... up to twice the hardware threads
  --quick         one warm-up and one measurement iteration of 1 s: a smoke test, not a measurement
  --out FILE      the combined JMH JSON result; default results/jmh-<host>-<yyyyMMdd-HHmmss>.json
  --list          print the suite's benchmarks, one a line, as the jars list them, and run nothing
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
list_only=0
while [ $# -gt 0 ]; do
  case "$1" in
    --threads) threads="${2:?--threads needs a list like 1,2,4}"; shift 2 ;;
    --quick) quick=(-wi 1 -w 1s -i 1 -r 1s -f 1); shift ;;
    --out) out="${2:?--out needs a file name}"; shift 2 ;;
    --list) list_only=1; shift ;;
    --help|-h) usage; exit 0 ;;
    --) shift; extra=("$@"); break ;;
    *) echo "jmh-suite: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
done
if ! [[ "$threads" =~ ^[1-9][0-9]*(,[1-9][0-9]*)*$ ]]; then
  echo "jmh-suite: '$threads' is not a list of thread counts like 1,2,4" >&2; exit 2
fi

# The benchmark modules, found by their JMH sources; igen-core's measure the harness, not the machine.
modules=()
for sources in igen-*/src/jmh; do
  [ -d "$sources" ] || continue
  module=${sources%%/*}
  [ "$module" = igen-core ] || modules+=("${module#igen-}")
done
jar_of() { echo "igen-$1/target/igen-$1-jmh.jar"; }
# JMH include pattern of a module's own benchmarks: its jar carries igen-core's classes too
pattern_of() { echo "^io\\.igen\\.$1\\."; }

# The suite's benchmarks of a module, as its jar lists them: "Benchmarks:", then one name a line.
benchmarks_of() {
  local listing
  listing=$(java -jar "$(jar_of "$1")" -l "$(pattern_of "$1")") || {
    echo "jmh-suite: $(jar_of "$1") could not list its benchmarks" >&2; return 1; }
  sed -n '/^Benchmarks:/,$p' <<<"$listing" | grep -E '^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)+$' || {
    echo "jmh-suite: $(jar_of "$1") lists no benchmark in io.igen.$1; was it built with -Pjmh?" >&2; return 1; }
}

for module in "${modules[@]}"; do
  if [ ! -f "$(jar_of "$module")" ]; then
    echo "jmh-suite: $(jar_of "$module") is missing; build the JMH jars first: mvn -B -Pjmh package -DskipTests" >&2
    exit 2
  fi
done
declare -A suite
for module in "${modules[@]}"; do
  suite[$module]=$(benchmarks_of "$module") || exit 2
done
if [ "$list_only" = 1 ]; then
  for module in "${modules[@]}"; do printf '%s\n' "${suite[$module]}"; done
  exit 0
fi

parts=$(mktemp -d)
trap 'rm -rf "$parts"' EXIT
for t in ${threads//,/ }; do
  for module in "${modules[@]}"; do
    jar=$(jar_of "$module")
    jvm=()
    if [ "$module" = ram ]; then
      # each thread keeps a 256 MB block and allocates another: size the heap for it, fixed and pre-touched
      heap_mb=$((t * 768 + 1024))
      jvm=(-jvmArgsAppend "-Xms${heap_mb}m -Xmx${heap_mb}m -XX:+AlwaysPreTouch")
    fi
    part="$parts/$(basename "$jar" .jar)-t$t.json"
    names=$(sed 's/^io\.igen\.[a-z]*\.//' <<<"${suite[$module]}" | paste -sd, - | sed 's/,/, /g')
    echo "== jmh-suite: $(basename "$jar") at $t thread(s): $names"
    java -jar "$jar" "$(pattern_of "$module")" -t "$t" -rf json -rff "$part" "${jvm[@]}" "${quick[@]}" "${extra[@]}"
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
