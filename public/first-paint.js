// A page drawn by the server (src/entry-server.tsx) shows before its scripts run. This small script, which the page
// runs first (before its stylesheet, so it costs the paint nothing), does two things until the app is live:
//
// - It keeps the shopper's taps. A press on a control the app handles (a button, a check box and its label) does
//   nothing before the app is live: the press is kept instead (a check box is not ticked meanwhile), and carried out,
//   in order and once, as soon as the page is live (src/app/pageLive.ts), when every part of it handles its presses.
//   Links, and forms that send themselves to an address (`action`), work before the app without help: they are
//   left alone.
// - It requests the app's scripts once the page has painted, so that they neither hold back its first paint nor
//   share the network with its stylesheet and pictures: the modules listed in the page, each evaluated in a task of
//   its own, and their imports, preloaded. A page opened in a background tab, which does not paint, loads them at
//   once. The chunks most later pages share are fetched (not run) once the page is live and the shopper engages.
(() => {
  const kept = [];
  const keptControls = 'button, input[type="checkbox"], input[type="radio"], label, [role="button"]';
  // A form with an address sends itself; a label is kept only for the box it ticks (one for a text field focuses it).
  const worksAlready = (control) =>
    (control.type === 'submit' && control.form?.hasAttribute('action')) ||
    (control instanceof HTMLLabelElement && !['checkbox', 'radio'].includes(control.control?.type));
  const keep = (event) => {
    const control = event.target instanceof Element ? event.target.closest(keptControls) : null;
    if (!control?.closest('#root') || worksAlready(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    kept.push(control);
  };
  document.addEventListener('click', keep, true);
  // In a task of its own, after the effects that made the page live: each kept press is made again.
  document.addEventListener(
    'page-live',
    () =>
      setTimeout(() => {
        document.removeEventListener('click', keep, true);
        for (const control of kept.splice(0)) if (control.isConnected) control.click();
      }),
    { once: true },
  );

  const link = (rel, href) => Object.assign(document.createElement('link'), { rel, href, crossOrigin: 'anonymous' });
  const script = (src) =>
    Object.assign(document.createElement('script'), { type: 'module', src, crossOrigin: 'anonymous' });
  const append = (elements) => {
    const fragment = document.createDocumentFragment();
    fragment.append(...elements);
    document.head.append(fragment);
  };
  const load = () => {
    const list = document.getElementById('after-paint-scripts');
    if (!list) return;
    const { modules, preloads, shared = [] } = JSON.parse(list.textContent);
    // Every file asked for at once (the modules first); the modules then run one after another, each in its own task,
    // as the previous one has run, rather than all of them in one long task.
    append([...modules, ...preloads].map((href) => link('modulepreload', href)));
    const run = (index) => {
      if (index >= modules.length) return;
      const element = script(modules[index]);
      element.addEventListener('load', () => run(index + 1), { once: true });
      append([element]);
    };
    run(0);
    // The shared chunks wait for a sign that the shopper stays (a finger or a pointer down, a key, a scroll, a pointer
    // over a control, a field focused): a visit that only looks does not download them (115 kB on `/`), and a shopper
    // who reaches for a widget gets it sooner than from a standing start. A link reached for brings its page's own
    // code with it (the router's preload on intent).
    const prefetch = () => append(shared.map((href) => link('prefetch', href)));
    const whenIdle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 1000));
    const engagement = ['pointerdown', 'keydown', 'scroll', 'focusin', 'pointerover'];
    const controls = 'button, input, select, label, [role="button"]';
    const onEngaged = (event) => {
      if (event.type === 'pointerover' && !event.target?.closest?.(controls)) return;
      for (const type of engagement) removeEventListener(type, onEngaged, true);
      whenIdle(prefetch);
    };
    document.addEventListener(
      'page-live',
      () => {
        for (const type of engagement) addEventListener(type, onEngaged, { capture: true, passive: true });
      },
      { once: true },
    );
  };
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') load();
    else requestAnimationFrame(() => setTimeout(load));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
})();
