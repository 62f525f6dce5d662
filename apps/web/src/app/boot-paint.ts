/**
 * The app's first paint on a hub page of a visitor who seems signed in (issue 13 §1): the hub's frame and the
 * page's heading, from the entry alone (layout/HubFrame.tsx). The router's work (the token's check, the hub's
 * chunks, the screen and its data) waits until that frame is on screen, so that none of it delays the paint;
 * anywhere else the gate is open from the start.
 */
let open: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
  open = resolve;
});

/** Resolves once the first paint is on screen (at once where there is no frame to paint first). */
export function afterBootPaint(): Promise<void> {
  return gate;
}

/** The frame is on screen, or there is none to wait for. */
export function bootPainted(): void {
  open();
}
