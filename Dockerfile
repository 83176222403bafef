# The Gouden Haan site as a container image (issue 26 item 8): built in one stage, run in another as
# an unprivileged user, with DATA_DIR (the embedded database, mail files, uploads, CVs) on a volume.
#   podman build --format docker -t goudenhaan .      (or: docker build -t goudenhaan .)
# NODE_IMAGE names the Node.js 24 base; a mirror or a locally built one can stand in for Docker Hub's.
ARG NODE_IMAGE=docker.io/library/node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
# Manifests first, so a change of code alone reuses the installed packages.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/i18n/package.json packages/i18n/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# No install scripts yet: the messages they compile are copied below; sharp and argon2 ship prebuilt.
RUN npm ci --ignore-scripts
COPY . .
# The packages stay whole: the owner's commands (npm run backup, restore, admin:create) run with tsx.
RUN npm run i18n && npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The code belongs to root and is read-only for the server's user, who owns DATA_DIR alone.
RUN groupadd --system --gid 10001 goudenhaan \
  && useradd --system --uid 10001 --gid goudenhaan --home-dir /data --no-create-home --shell /usr/sbin/nologin goudenhaan \
  && mkdir -p /data && chown goudenhaan:goudenhaan /data && chmod 0700 /data
COPY --from=build /app /app
USER goudenhaan
VOLUME ["/data"]
EXPOSE 3000
# Docker's format only: build with `podman build --format docker` for podman to keep it.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.mjs"]
