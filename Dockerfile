# Multi-stage image for the api and worker services (docker-compose.yml). Runs as the unprivileged `node` user.
FROM node:24-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
# sqlite3 builds with node-gyp (python3, make and g++ are in this image).
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:workflows && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/status').then(r=>r.json()).then(b=>process.exit(b.checks&&b.checks.store==='ok'?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "api/main.ts"]
