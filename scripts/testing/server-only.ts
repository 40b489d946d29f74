// Next.js resolves 'server-only' to a guard for client bundles; unit tests run on the
// server side by definition, so the marker import resolves to this empty module there.
export {};
