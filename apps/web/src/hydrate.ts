/**
 * The script of a prerendered public page (docs/decisions/018). The page is already in the HTML;
 * the app that takes it over (the same script index.html loads, main.tsx) is loaded only once the
 * browser has painted the page, so the first paint waits for the stylesheet alone and the app's
 * scripts do not compete with it for the network. scripts/prerender.mjs names the app's script
 * and the modules it imports in this script element's data attributes.
 *
 * Imports nothing: it is its own small chunk, and the app's chunks stay as index.html has them.
 */
const element = document.querySelector<HTMLScriptElement>('script[data-app]');

function startApp(appScript: string, preloads: string[]) {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = appScript;
  document.head.append(script);
}

if (element?.dataset.app) {
  const appScript = element.dataset.app;
  const preloads = (element.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApp(appScript, preloads);
  };
  // The frame after next: the first has been painted by then. A tab opened in the background
  // paints nothing; the timer starts the app there too.
  requestAnimationFrame(() => {
    requestAnimationFrame(() => {
      setTimeout(start, 0);
    });
  });
  setTimeout(start, 2000);
}

// A module (its names stay its own), though it exports nothing.
export {};
