# Right One as a container image (README: "Run with containers"; decision 0046).
# The build stage has the dev dependencies (Vite, TypeScript) and makes dist/; the runtime stage
# has only the production dependencies and dist/, and runs as the unprivileged `node` user.
# Debian, not Alpine: sharp's prebuilt binaries for glibc come from its optional dependencies
# (@img/sharp-linux-x64, @img/sharp-libvips-linux-x64; arm64 alike), which the lockfile lists.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# The project runs no install script (package.json "allowScripts" is empty, which npm 11 obeys);
# the image's npm 10 would run them, so they are skipped here explicitly. sharp has none.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
# MALLOC_ARENA_MAX=2: photo decodes give their memory back (docs/production.md, "Memory").
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# --omit=dev keeps optional dependencies, so sharp's binaries for this platform are installed.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The code stays root's and read-only to the server; only DATA_DIR is the server's to write.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# The slim image has no curl: Node's own fetch asks the health route (200 once the database answers).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
