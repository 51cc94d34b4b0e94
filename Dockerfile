# The app image: one stateless Node process running the compiled server. The build stage compiles with the
# development dependencies; the image that runs holds the production dependencies, the compiled server, the built
# web app and prisma/ (schema, migrations, seed content), nothing else. There is no Docker engine on the development
# machines: apps/server/test/production-image.test.ts does what the second stage does, in a clean folder.

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1
# npm 11: the lock file's install-script approvals (allowScripts) need it.
RUN npm install -g npm@11.19.1
COPY . .
RUN npm ci --no-audit --no-fund && npx turbo run build --output-logs=errors-only

FROM node:24-bookworm-slim
WORKDIR /app
RUN npm install -g npm@11.19.1
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/api/package.json packages/api/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
# No install scripts: the Prisma client is already compiled into the server.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY prisma prisma
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/server/dist apps/server/dist
# The embedded database's folder (DATA_DIR, default ./data), the only place the server writes: mount a volume here.
RUN mkdir data && chown node:node data
ENV NODE_ENV=production
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
