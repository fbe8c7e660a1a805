/**
 * The V8 setting the gateway runs with wherever it is deployed (the image's NODE_OPTIONS: the
 * NODE_FLAGS build argument in docker-compose.yml; the benches start it the same way).
 *
 * V8 starts marking the whole old generation whenever the room left under its limit is smaller
 * than the young generation's two semi-spaces. The gateway keeps ~20–25 MB alive (Express, the
 * kit, their compiled code) and V8 leaves it ~15–24 MB of room after each full collection. With
 * Node's 16 MB semi-spaces that was always too little: under load the gateway collected its
 * whole heap every few hundred milliseconds, ~40 µs of CPU per proxied request across its
 * threads, while the bare Node pipe beside it (~7 MB alive) almost never did. With 8 MB ones the
 * room is mostly enough; 4 MB ones stop the full collections altogether but scavenge twice as
 * often, for the same CPU in all (docs/PERFORMANCE.md, "Gateway overhead").
 */
export const gatewayNodeOptions = '--max-semi-space-size=8';
