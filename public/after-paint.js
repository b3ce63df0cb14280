// A page drawn by the server (src/entry-server.tsx) shows before its scripts run: they are listed in the page and
// requested here once it has painted, so they neither hold back its first paint nor share the network with its
// stylesheet and pictures. A page opened in a background tab, which does not paint, loads them at once.
(() => {
  const list = document.getElementById('after-paint-scripts');
  if (!list) return;
  const { modules, preloads } = JSON.parse(list.textContent);
  const append = (element) => {
    element.crossOrigin = 'anonymous';
    document.head.append(element);
  };
  const load = () => {
    for (const href of preloads) append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    for (const src of modules) append(Object.assign(document.createElement('script'), { type: 'module', src }));
  };
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load));
})();
