# syntax=docker/dockerfile:1
# deps → build → production deps → slim runtime as a non-root user.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci

FROM deps AS build
COPY . .
RUN npm run build

FROM deps AS production-deps
RUN npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 SQLITE_PATH=/app/data/app.db
WORKDIR /app
COPY --from=production-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /healthz answers 503 when the database does not; a load balancer and `depends_on: service_healthy` read this.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node itself is PID 1, so SIGTERM (docker stop) reaches the server's graceful shutdown. The start applies pending
# migrations; a deploy of several instances runs them once first: `node dist/server/cli/migrate.js`. The flags are
# `npm start`'s (package.json; tests/unit/server-node-flags.test.ts holds them equal).
CMD ["node", "--enable-source-maps", "--max-old-space-size=256", "dist/server/index.js"]
