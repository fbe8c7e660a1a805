/*
 * What the embedded engine's process runs with. Kept free of PGlite's import: the runner reads the
 * Node flags, and loading the engine there would cost the runner its memory too.
 */

/**
 * PostgreSQL settings, given on the engine's command line so they also hold for a data folder an
 * older start created. shared_buffers: PGlite zero-fills its whole shared memory at start (an
 * anonymous mmap is malloc + memset under Emscripten), so initdb's 128 MB is resident from the first
 * second, and WebAssembly memory never shrinks. 32 MB holds the store's hot pages (the demo database
 * is ~28 MB on disk); a page read beyond them comes from the OS's file cache.
 */
export const engineSettings: Readonly<Record<string, string>> = {
  shared_buffers: '32MB',
};

/** `engineSettings` as postgres' `-c name=value` arguments. */
export function engineSettingArgs(): string[] {
  return Object.entries(engineSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/**
 * Node flags of the engine's process. `--no-liftoff`: the WebAssembly is compiled once by the
 * optimising compiler, instead of a baseline copy of every function plus, under load, optimised
 * copies of the hot ones (~35 MB less resident; start ~1 s longer). `--max-semi-space-size=2`: the
 * engine's JavaScript only passes wire-protocol messages along, and a 2 MB young generation instead
 * of 16 MB keeps ~25 MB less resident.
 */
export const engineNodeFlags: readonly string[] = ['--no-liftoff', '--max-semi-space-size=2'];
