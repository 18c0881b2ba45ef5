// Pact consumer tests talk to Pact's own mock server; nothing to set up globally yet.
export {};
