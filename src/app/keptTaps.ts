declare global {
  interface Window {
    /** Set by public/first-paint.js on a page the server drew. */
    skinsFirstPaint?: { takeKeptTaps(): Element[] };
  }
}

/**
 * Carries out, in order and once, the presses a drawn page kept before the app listened (public/first-paint.js):
 * called as soon as React listens (`hydrateRoot`), it presses each control again; React then hydrates what the press
 * needs at once and runs its handler, as for a press made while the page hydrates. A control the page no longer
 * holds is dropped. From then on the page's presses reach React directly.
 */
export function replayKeptTaps(): void {
  for (const control of window.skinsFirstPaint?.takeKeptTaps() ?? []) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}
