// Starts the web app on pages whose first screen the server wrote into the HTML (docs/decisions/020): the
// scripts are requested only once that screen has painted, so they neither share the network with that paint
// nor run before it. The server names them on this script's data-entry and data-preload attributes.
((me) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (me.getAttribute('data-preload') ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.getAttribute('data-entry');
    document.head.append(script);
  };
  const painted = (list) => list.getEntriesByName('first-contentful-paint').length > 0;
  // A page opened in a background tab paints only once it is shown; not every browser reports paints.
  if (
    document.visibilityState !== 'visible' ||
    typeof PerformanceObserver === 'undefined' ||
    painted(performance)
  ) {
    start();
    return;
  }
  try {
    new PerformanceObserver((list, observer) => {
      if (!painted(list)) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
    return;
  }
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
})(document.currentScript);
