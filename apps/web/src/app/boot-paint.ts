/**
 * The app's first paint on a hub page of a visitor who seems signed in (issue 13 §1): the hub's frame and the
 * page's heading, from the entry alone (layout/HubFrame.tsx). The router's work (the token's check, the hub's
 * chunks, the screen and its data) waits until that frame is on screen, so that none of it delays the paint;
 * anywhere else the gate is open from the start.
 */
let opened = false;
let open: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
  open = resolve;
});

/**
 * Resolves once the first paint is on screen (at once where there is no frame to paint first). What waited for it
 * resumes in a task of its own, not all in one long task (total blocking time).
 */
export function afterBootPaint(): Promise<void> {
  if (opened) return Promise.resolve();
  return gate.then(nextTask);
}

/** Resolves in a later task: the main thread may paint or answer input in between. */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** The frame is on screen, or there is none to wait for. */
export function bootPainted(): void {
  opened = true;
  open();
}

/**
 * Calls `done` once the page's first contentful paint is on screen (its paint timing entry, which comes with the
 * frame's presentation, not merely its commit), or after a second at most.
 */
export function afterFirstContentfulPaint(done: () => void): void {
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    clearTimeout(timer);
    observer?.disconnect();
    done();
  };
  const timer = setTimeout(finish, 1000);
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the next frame's paint is near enough.
    requestAnimationFrame(() => setTimeout(finish, 0));
  }
}
