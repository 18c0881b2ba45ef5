/**
 * Hooks the embedded mock backend offers the UI, registered by src/main.tsx only when
 * mocks are on (so the UI never imports mocks/). Absent against a real API.
 */
export const demoControls: { resetDemoData: null | (() => Promise<void> | void) } = {
  resetDemoData: null,
};
