# The app image: one stateless Node process. Not built on the development machines (no Docker engine there).
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production TURBO_TELEMETRY_DISABLED=1
COPY . .
RUN npm install -g npm@11 && npm ci --no-audit --no-fund && npx turbo run build --output-logs=errors-only
EXPOSE 3000
USER node
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
