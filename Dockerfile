# syntax=docker/dockerfile:1
# SkinsMarket for production: the built SPA and the API server in one image, run as `npm start` by a
# non-root user. Configuration comes from the environment (README.md, "Production").

# 1. Everything installed, the SPA built.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Only what runs in production: runtime dependencies (the image's own Node 24 runs the TypeScript sources).
FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. The image: server sources, the shared contract, the built SPA.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
# sharp (the demo catalogue's pictures, server/catalogue/pictures.ts) brings its own libvips for glibc; the text on
# the sticker pictures is laid out through fontconfig, which needs its configuration and a font.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fontconfig-config fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
COPY --from=dependencies --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root package.json ./
COPY --chown=root:root server ./server
COPY --chown=root:root contract ./contract
COPY --chown=root:root src/lib ./src/lib
COPY --from=build --chown=root:root /app/dist ./dist
# The code is read-only for the user that runs it; only the data folder is theirs.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "start"]
