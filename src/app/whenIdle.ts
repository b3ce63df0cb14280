/** The longest a task waits for an idle moment on a page that is never idle. */
const idleTimeoutMs = 2_000;

/**
 * Runs `task` once the browser is idle (after a second where it cannot tell: Safari has no requestIdleCallback),
 * so work done ahead of need never competes with what the shopper is waiting for. Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: idleTimeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1_000);
  return () => clearTimeout(timer);
}
