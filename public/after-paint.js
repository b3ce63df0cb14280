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
  const load = () => {
    append([
      ...preloads.map((href) => link('modulepreload', href)),
      ...modules.map((src) =>
        Object.assign(document.createElement('script'), { type: 'module', src, crossOrigin: 'anonymous' }),
      ),
    ]);
  };
  const whenIdle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 1000));
  const prefetch = () => whenIdle(() => append(idle.map((href) => link('prefetch', href))));
  if (document.readyState === 'complete') prefetch();
  else window.addEventListener('load', prefetch, { once: true });
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load));
})();
