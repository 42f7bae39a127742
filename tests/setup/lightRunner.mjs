// Projects run by jest-light-runner: the test timeout of the configuration (the runner's own default is 5 s) and
// `jest.setTimeout`, which its `jest` object lacks. jest-circus reads this symbol when each file's run starts.
const TIMEOUT = Symbol.for('TEST_TIMEOUT_SYMBOL');
globalThis[TIMEOUT] = 30_000;
// A worker's files share its globals, so a file's longer timeout stays for the files after it (never a shorter one).
globalThis.jest.setTimeout ??= (ms) => {
  globalThis[TIMEOUT] = Math.max(globalThis[TIMEOUT] ?? 0, ms);
};
