// A page drawn by the server (src/entry-server.tsx) shows before its scripts run: they are listed in the page and
// requested here once it has painted, so they neither hold back its first paint nor share the network with its
// stylesheet and pictures. A page opened in a background tab, which does not paint, loads them at once. The
// chunks most later pages share are fetched (not run) once the page has loaded and the browser is idle.
(() => {
  const list = document.getElementById('after-paint-scripts');
  if (!list) return;
  const { modules, preloads, idle = [] } = JSON.parse(list.textContent);
  const link = (rel, href) => Object.assign(document.createElement('link'), { rel, href, crossOrigin: 'anonymous' });
  const append = (elements) => {
    const fragment = document.createDocumentFragment();
    fragment.append(...elements);
    document.head.append(fragment);
  };
  // Each element asks the network for a file, which costs the main thread (a product page asks for some fifty, the
  // entry's script the most): the scripts go first on their own, then the preloads, which only warm what the
  // scripts import, a few at a time, one task each, so that no task is long.
  const preloadBatch = 8;
  const load = () => {
    append(
      modules.map((src) =>
        Object.assign(document.createElement('script'), { type: 'module', src, crossOrigin: 'anonymous' }),
      ),
    );
    const preloadFrom = (start) => {
      append(preloads.slice(start, start + preloadBatch).map((href) => link('modulepreload', href)));
      if (start + preloadBatch < preloads.length) setTimeout(() => preloadFrom(start + preloadBatch));
    };
    setTimeout(() => preloadFrom(0));
  };
  const whenIdle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 1000));
  const prefetch = () => whenIdle(() => append(idle.map((href) => link('prefetch', href))));
  if (document.readyState === 'complete') prefetch();
  else window.addEventListener('load', prefetch, { once: true });
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load));
})();
