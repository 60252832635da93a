/**
 * SPEC.md 2.1: the service worker at /service-worker.js is registered after the page has loaded; a
 * failed registration is only logged (SPEC.md 8), with console.warn.
 */
export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  const register = () => {
    container.register('/service-worker.js').catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
