/**
 * Hooks the embedded mock backend offers the UI, registered by src/main.tsx only when
 * mocks are on (so the UI never imports mocks/). Absent against a real API.
 */
export const demoControls: {
  resetDemoData: null | (() => Promise<void> | void);
  /**
   * What every API call waits for before it is sent: the in-browser mock backend (a service
   * worker), started once the page has loaded and rendered. A call made before the worker
   * controls the page would reach the static server instead.
   */
  backendReady: null | (() => Promise<void>);
} = {
  resetDemoData: null,
  backendReady: null,
};
