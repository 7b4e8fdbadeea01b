# syntax=docker/dockerfile:1
# Runs on the current Node.js LTS, 26: the same major that the `node` dev dependency gives npm scripts, tests and CI.

FROM node:26-bookworm-slim AS build
WORKDIR /app
# sqlite3 compiles its native addon when no prebuilt binary can be fetched.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# patch-package applies patches/ in npm's postinstall step.
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:26-bookworm-slim
# MALLOC_ARENA_MAX: glibc's per-thread malloc arenas otherwise keep what photo encoding
# (libvips threads) allocated: peak RSS per 12-megapixel photo about 245 MB instead of 350 to 450.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_PATH=/data/site.db
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# /backups: where BACKUP_DIR may point (a volume mounted there first takes this ownership and mode).
# Both are the node user's alone: the database and backups in them hold every lead and the console's secrets.
RUN mkdir -p /data /backups && chown node:node /data /backups && chmod 700 /data /backups
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1's child-free process here: it receives SIGTERM from `docker stop` and drains.
CMD ["node", "dist/server.js"]
