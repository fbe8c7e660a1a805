/**
 * The V8 setting the gateway runs with wherever it is deployed (the image's NODE_OPTIONS: the
 * NODE_FLAGS build argument in docker-compose.yml; the benches start it the same way).
 *
 * V8 starts a full marking of the old generation whenever the room left under its limit is smaller
 * than the young generation. Node's young generation grows to two 16 MB semi-spaces, while the
 * gateway keeps ~25 MB alive (Express, the kit, their compiled code) and V8 sets the limit a little
 * above that after each full collection: under load the gateway then collected its whole heap
 * every few hundred milliseconds, ~40 µs of CPU per proxied request across its threads, and the
 * bare Node pipe beside it (~7 MB alive) almost never. Semi-spaces of 8 MB keep the room larger
 * than the young generation: scavenges come twice as often and cost no more in all, full
 * collections all but stop (docs/PERFORMANCE.md, issue 23 §5).
 */
export const gatewayNodeOptions = '--max-semi-space-size=8';
