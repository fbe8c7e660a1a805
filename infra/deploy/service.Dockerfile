# syntax=docker/dockerfile:1
# One recipe for every deployable (gateway and services/*); each gets its own image.
# The build context is the repository root, because the workspaces share one lockfile:
#   docker build -f infra/deploy/service.Dockerfile --build-arg WORKSPACE=services/order \
#     --build-arg VERSION=0.1.0 -t glow/order:0.1.0 .
# infra/deploy/test/deployment.test.ts checks this file against the workspaces.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG WORKSPACE
# The deployable's own version (its package.json): the image's tag and label.
ARG VERSION
RUN test -n "${VERSION}" || (echo "build with --build-arg VERSION=<the workspace's package.json version>" >&2; exit 1)
RUN test -n "${WORKSPACE}" || (echo "build with --build-arg WORKSPACE=<gateway|services/name>" >&2; exit 1)
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when a manifest or the lockfile changes.
# Only the deployable and the libraries it builds on are present, so npm installs just their tree.
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/service-kit/package.json libs/service-kit/
COPY libs/topology/package.json libs/topology/
COPY ${WORKSPACE}/package.json ${WORKSPACE}/
RUN --mount=type=cache,target=/root/.npm \
    npm ci -w "${WORKSPACE}" --include-workspace-root --no-audit --no-fund
COPY tsconfig.base.json ./
COPY libs/contracts/ libs/contracts/
COPY libs/service-kit/ libs/service-kit/
COPY libs/topology/ libs/topology/
COPY ${WORKSPACE}/ ${WORKSPACE}/
# libs/topology (the list of deployables, which the gateway reads) is built for every image, so the
# libraries below are the same for all.
RUN npx tsc -b libs/topology "${WORKSPACE}"
# What runs: compiled code plus the deployable's non-source files (migrations, README).
RUN mkdir -p "/out/${WORKSPACE}" \
 && for lib in libs/contracts libs/service-kit libs/topology; do mkdir -p "/out/$lib" && cp -r "$lib/dist" "/out/$lib/"; done \
 && tar -C "${WORKSPACE}" -c --exclude=./src --exclude=./test --exclude=./node_modules --exclude='*.tsbuildinfo' . \
    | tar -C "/out/${WORKSPACE}" -x

FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
ARG VERSION
LABEL org.opencontainers.image.version="${VERSION}" \
      org.glow.workspace="${WORKSPACE}"
# V8 flags of the deployable's own, as NODE_OPTIONS takes them; empty for the services. The gateway
# runs with a smaller young generation (gateway/src/node-options.ts; docker-compose.yml passes it).
ARG NODE_FLAGS=
ENV NODE_ENV=production \
    NODE_OPTIONS="--enable-source-maps ${NODE_FLAGS}" \
    PORT=8080 \
    HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/service-kit/package.json libs/service-kit/
COPY libs/topology/package.json libs/topology/
COPY ${WORKSPACE}/package.json ${WORKSPACE}/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev -w "${WORKSPACE}" --no-audit --no-fund
# A named volume mounted here (catalog's uploads) starts with this directory's owner.
RUN mkdir -p /var/lib/glow/uploads && chown node:node /var/lib/glow/uploads
COPY --from=build /out/ ./
WORKDIR /app/${WORKSPACE}
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and gets SIGTERM itself, so the service drains before it stops.
CMD ["node", "dist/main.js"]
