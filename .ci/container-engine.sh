# Sourced by .ci/run before `mvn -B verify`, or by hand (see docs/testing.md, "Integration tests in containers"):
#   source .ci/container-engine.sh     # an engine, the local images, and the variables the tests read
#   ...                                # mvn -B verify, docker compose ..., anything
#   igen_engine_stop                   # removes the test containers, stops the dockerd this script started
#
# 1. Installs Debian's docker.io, docker-compose and debootstrap when missing.
# 2. Uses the Docker engine that answers (DOCKER_HOST, or the default socket). Only when none does, starts a
#    private dockerd (vfs storage, data root, socket and pid file under IGEN_ENGINE_DIR) and exports DOCKER_HOST.
# 3. Unless IGEN_IMAGES=official is set (a machine that can pull from a registry), builds the local images that
#    stand in for the official ones (docker/local/*), once: an image is rebuilt only when the files it is built
#    from change (their hash is the image's label io.igen.recipe). The Debian base comes from debootstrap, with
#    the mirror read from this machine's own apt configuration at run time.
# 4. Exports what the tests and the compose files read:
#      IGEN_IMAGES=local             the one switch the *ContainerIT tests read (absent: the official images)
#      IGEN_POSTGRES_IMAGE, IGEN_MYSQL_IMAGE, IGEN_DRIVER_BASE   what docker/*/compose.yaml read
#      TESTCONTAINERS_RYUK_DISABLED=true   Ryuk's image cannot be pulled; igen_engine_stop cleans up instead
#      TESTCONTAINERS_HOST_OVERRIDE=localhost   for a local engine: container ports are published here (see below)
# Runs as root. Safe to source again: a running engine and built images are re-used.

IGEN_ENGINE_DIR=${IGEN_ENGINE_DIR:-/var/lib/igen-engine}
IGEN_LOCAL_IMAGES_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/docker/local"
IGEN_BASE_IMAGE=igen-local/debian:bookworm
# The label of every container Testcontainers starts for the tests (ContainerEngine.TEST_LABEL), so a shared
# engine's other containers are never touched.
IGEN_TEST_LABEL=io.igen.test=true
IGEN_ENGINE_STARTED_PID=

igen_engine_install() {
  local missing=()
  command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
  command -v docker-compose >/dev/null 2>&1 || docker compose version >/dev/null 2>&1 || missing+=(docker-compose)
  command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "== installing ${missing[*]} (Debian packages)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

igen_engine_answers() {
  timeout 10 docker info >/dev/null 2>&1
}

igen_engine_start() {
  if igen_engine_answers; then
    echo "   Docker engine: the one at ${DOCKER_HOST:-the default socket} (not started here, not stopped here)"
    return 0
  fi
  local socket="$IGEN_ENGINE_DIR/docker.sock"
  export DOCKER_HOST="unix://$socket"
  if igen_engine_answers && [ -s "$IGEN_ENGINE_DIR/docker.pid" ]; then
    # a private engine of an earlier session (sourced by hand, or a CI run that was killed): ours to stop
    IGEN_ENGINE_STARTED_PID=$(cat "$IGEN_ENGINE_DIR/docker.pid")
    echo "   Docker engine: the private dockerd (pid $IGEN_ENGINE_STARTED_PID) of an earlier session, re-used"
    return 0
  fi
  local started=$SECONDS
  mkdir -p "$IGEN_ENGINE_DIR/root" "$IGEN_ENGINE_DIR/exec"
  # vfs: works on any file system (no overlay inside a container or on odd kernels), at the price of disk space
  dockerd --data-root "$IGEN_ENGINE_DIR/root" --exec-root "$IGEN_ENGINE_DIR/exec" -H "$DOCKER_HOST" \
    --pidfile "$IGEN_ENGINE_DIR/docker.pid" --storage-driver vfs >"$IGEN_ENGINE_DIR/dockerd.log" 2>&1 &
  IGEN_ENGINE_STARTED_PID=$!
  for _ in $(seq 1 60); do
    if igen_engine_answers; then
      echo "   Docker engine: private dockerd pid $IGEN_ENGINE_STARTED_PID on $DOCKER_HOST, ready in $((SECONDS - started)) s"
      return 0
    fi
    kill -0 "$IGEN_ENGINE_STARTED_PID" 2>/dev/null || break
    sleep 1
  done
  echo "   Docker engine: dockerd did not answer; the end of $IGEN_ENGINE_DIR/dockerd.log:" >&2
  tail -20 "$IGEN_ENGINE_DIR/dockerd.log" >&2
  return 1
}

# The Debian archive URI apt itself uses for suite $1: one-line sources (deb [options] URI suite ...) or deb822
# stanzas (Types/URIs/Suites/Enabled). Read at run time so no mirror is ever written into the repository.
igen_apt_mirror() {
  local suite=$1 file
  {
    for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
      [ -r "$file" ] || continue
      awk -v suite="$suite" '$1 == "deb" {
          i = 2
          if ($i ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
          if ($(i + 1) == suite) print $i }' "$file"
    done
    for file in /etc/apt/sources.list.d/*.sources; do
      [ -r "$file" ] || continue
      awk -v suite="$suite" '
        function flush() {
          if (types ~ /(^| )deb( |$)/ && (" " suites " ") ~ (" " suite " ") && enabled != "no") { split(uris, u, " "); print u[1] }
          types = ""; uris = ""; suites = ""; enabled = "" }
        /^[ \t]*$/ { flush(); next }
        /^#/ { next }
        tolower($1) == "types:" { $1 = ""; types = $0 }
        tolower($1) == "uris:" { $1 = ""; uris = $0 }
        tolower($1) == "suites:" { $1 = ""; suites = $0 }
        tolower($1) == "enabled:" { enabled = tolower($2) }
        END { flush() }' "$file"
    done
  } | sed -n 1p
}

igen_image_recipe() { # image -> its io.igen.recipe label, empty when there is no such image
  docker image inspect -f '{{ index .Config.Labels "io.igen.recipe" }}' "$1" 2>/dev/null || true
}

# The base: a minimal Debian of this machine's release, from debootstrap, imported as an image.
igen_base_image() {
  local suite recipe mirror rootfs started=$SECONDS
  suite=$(. /etc/os-release && echo "$VERSION_CODENAME")
  recipe="debootstrap --variant=minbase $suite, policy-rc.d, v1"
  if [ "$(igen_image_recipe "$IGEN_BASE_IMAGE")" = "$recipe" ]; then
    echo "   $IGEN_BASE_IMAGE: re-used"
    return 0
  fi
  mirror=$(igen_apt_mirror "$suite")
  if [ -z "$mirror" ]; then
    echo "no apt source for '$suite' in /etc/apt/sources.list(.d): cannot debootstrap a base image" >&2
    return 1
  fi
  rootfs="$IGEN_ENGINE_DIR/rootfs"
  rm -rf "$rootfs"
  debootstrap --variant=minbase "$suite" "$rootfs" "$mirror" >"$IGEN_ENGINE_DIR/debootstrap.log" 2>&1 \
    || { tail -20 "$IGEN_ENGINE_DIR/debootstrap.log" >&2; return 1; }
  # as in Debian's official images: packages installed during a build do not try to start services
  printf '#!/bin/sh\nexit 101\n' >"$rootfs/usr/sbin/policy-rc.d"
  chmod 755 "$rootfs/usr/sbin/policy-rc.d"
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  tar -C "$rootfs" -c . | docker import -c 'CMD ["/bin/bash"]' -c "LABEL io.igen.recipe=\"$recipe\"" - "$IGEN_BASE_IMAGE" >/dev/null
  rm -rf "$rootfs"
  echo "   $IGEN_BASE_IMAGE: built in $((SECONDS - started)) s"
}

# An image from docker/local/<directory>, FROM the base; rebuilt only when its files or the base change.
igen_local_image() { # directory image
  local directory="$IGEN_LOCAL_IMAGES_DIR/$1" image=$2 recipe started=$SECONDS
  recipe=$( (cd "$directory" && find . -type f -print0 | sort -z | xargs -0 sha256sum;
             docker image inspect -f '{{.Id}}' "$IGEN_BASE_IMAGE") | sha256sum | cut -c1-16)
  if [ "$(igen_image_recipe "$image")" = "$recipe" ]; then
    echo "   $image: re-used"
    return 0
  fi
  docker build -q --build-arg "BASE=$IGEN_BASE_IMAGE" --label "io.igen.recipe=$recipe" -t "$image" "$directory" \
    >"$IGEN_ENGINE_DIR/build-$1.log" 2>&1 || { tail -30 "$IGEN_ENGINE_DIR/build-$1.log" >&2; return 1; }
  echo "   $image: built in $((SECONDS - started)) s"
}

igen_local_images() {
  igen_base_image
  igen_local_image postgres igen-local/postgres:15
  igen_local_image mariadb igen-local/mariadb:10.11
  igen_local_image java17 igen-local/java:17
  docker image prune -f >/dev/null # the images the rebuilds replaced
  export IGEN_IMAGES=local
  export IGEN_POSTGRES_IMAGE=igen-local/postgres:15 IGEN_MYSQL_IMAGE=igen-local/mariadb:10.11
  export IGEN_DRIVER_BASE=igen-local/java:17
}

# Removes the tests' containers (on a private engine: all of them), then stops the dockerd started here, by pid.
igen_engine_stop() {
  if igen_engine_answers; then
    local containers filter
    if [ -n "$IGEN_ENGINE_STARTED_PID" ]; then
      containers=$(docker ps -aq)
    else # a shared engine: only what the tests started (Testcontainers' label, the compose projects' names)
      containers=$(for filter in "label=$IGEN_TEST_LABEL" label=com.docker.compose.project=igenit-postgresql \
                     label=com.docker.compose.project=igenit-mysql label=com.docker.compose.project=igenit-multi-driver; do
                     docker ps -aq --filter "$filter"; done)
    fi
    [ -z "$containers" ] || docker rm -f -v $containers >/dev/null
    [ -z "$IGEN_ENGINE_STARTED_PID" ] || docker network prune -f >/dev/null
  fi
  [ -n "$IGEN_ENGINE_STARTED_PID" ] || return 0
  kill -TERM "$IGEN_ENGINE_STARTED_PID" 2>/dev/null || true
  for _ in $(seq 1 30); do
    kill -0 "$IGEN_ENGINE_STARTED_PID" 2>/dev/null || break
    sleep 1
  done
  if kill -0 "$IGEN_ENGINE_STARTED_PID" 2>/dev/null; then
    echo "   dockerd $IGEN_ENGINE_STARTED_PID did not stop within 30 s: killed" >&2
    kill -KILL "$IGEN_ENGINE_STARTED_PID" 2>/dev/null || true
  fi
  echo "   Docker engine: dockerd $IGEN_ENGINE_STARTED_PID stopped"
  IGEN_ENGINE_STARTED_PID=
}

igen_engine_install
igen_engine_start
# Ryuk (Testcontainers' reaper) is an image from a registry; igen_engine_stop removes what the tests leave
export TESTCONTAINERS_RYUK_DISABLED=true
# The engine publishes container ports on this machine. Without this, Testcontainers sees /.dockerenv (this
# machine is itself a container image) and asks a helper container (alpine, from a registry) for the gateway.
case "${DOCKER_HOST:-unix://}" in unix://*) export TESTCONTAINERS_HOST_OVERRIDE=localhost ;; esac
if [ "${IGEN_IMAGES:-}" = official ]; then
  echo "   IGEN_IMAGES=official: the tests and compose files use the registry's images"
else
  igen_local_images
fi
echo "   container tests use DOCKER_HOST=${DOCKER_HOST:-default} IGEN_IMAGES=${IGEN_IMAGES}"
