/** Collects console.error calls during a test; see tests/setup.ts. */
export const consoleErrors = {
  logged: [] as string[],
  allowed: false,
  reset() {
    this.logged = [];
    this.allowed = false;
  },
  record(args: unknown[]) {
    this.logged.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  },
  /** For tests that provoke an error log on purpose. */
  allow() {
    this.allowed = true;
  },
  unexpected(): string[] {
    return this.allowed ? [] : this.logged;
  },
};
