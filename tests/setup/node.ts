// oidc-provider 9 warns once per import that Node 20 is not its preferred runtime (it works on Node 20:
// every server test runs on it). Only that line is dropped; every other warning still shows.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) return;
  warn(...args);
};
