/**
 * A module imported on its first use, then kept as a settled promise. `import()` of a module already loaded still
 * resolves a task later, once the browser may have painted a frame; awaiting a settled promise takes a microtask,
 * so every call after the first reaches `fetch()` in the task that made it (a filter change's search starts at once).
 * A failed import is not kept: the next use tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
