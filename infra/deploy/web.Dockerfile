# syntax=docker/dockerfile:1
# One recipe for every web app (shell and mf-*): webpack builds the workspace, nginx serves dist/.
# The build context is the repository root, because the workspaces share one lockfile:
#   docker build -f infra/deploy/web.Dockerfile --build-arg WORKSPACE=mf-checkout --build-arg NGINX_SITE=remote \
#     --build-arg VERSION=0.1.0 -t glow/mf-checkout:0.1.0 .
#   docker build -f infra/deploy/web.Dockerfile --build-arg WORKSPACE=shell --build-arg NGINX_SITE=shell \
#     --build-arg VERSION=0.1.0 -t glow/shell:0.1.0 .
# infra/deploy/test/deployment.test.ts checks this file against the workspaces; web-nginx.test.ts
# runs the nginx configurations on the built apps.

ARG NODE_IMAGE=node:20-bookworm-slim
# Listens on 8080 and runs as an unprivileged user; fills /etc/nginx/templates/*.template at start.
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-bookworm

FROM ${NODE_IMAGE} AS build
ARG WORKSPACE
# The deployable's own version (its package.json): the image's tag and label.
ARG VERSION
RUN test -n "${VERSION}" || (echo "build with --build-arg VERSION=<the workspace's package.json version>" >&2; exit 1)
RUN test -n "${WORKSPACE}" || (echo "build with --build-arg WORKSPACE=<shell|mf-name>" >&2; exit 1)
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when a manifest or the lockfile changes.
COPY package.json package-lock.json .npmrc ./
COPY libs/web-kit/package.json libs/web-kit/
COPY ${WORKSPACE}/package.json ${WORKSPACE}/
RUN --mount=type=cache,target=/root/.npm \
    npm ci -w "${WORKSPACE}" --include-workspace-root --no-audit --no-fund
# The apps import only types from libs/contracts, which the compiler (swc) drops.
COPY libs/web-kit/ libs/web-kit/
COPY ${WORKSPACE}/ ${WORKSPACE}/
RUN npm run build -w "${WORKSPACE}"

FROM ${NGINX_IMAGE} AS runtime
ARG WORKSPACE
ARG VERSION
LABEL org.opencontainers.image.version="${VERSION}" \
      org.glow.workspace="${WORKSPACE}"
# shell: the page, SPA fallback and the proxy to the gateway and remotes; remote: a microfrontend.
ARG NGINX_SITE
COPY infra/deploy/nginx/${NGINX_SITE}.conf.template /etc/nginx/templates/default.conf.template
# The shell's browser policy, included by its locations; not named *.conf, so the image's http
# block does not include it on its own. A remote's site does not use it.
COPY infra/deploy/nginx/security-headers.inc.template /etc/nginx/templates/security-headers.inc.template
COPY --from=build /app/${WORKSPACE}/dist/ /usr/share/nginx/html/
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/healthz"]
