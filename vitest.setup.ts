import { afterAll, vi } from "vitest";

// Test files share their worker (`isolate: false` in vitest.config.ts; decision 070). Before
// each file, the app's own modules are dropped from the module cache, so every file starts
// with fresh singletons (the database client, the parsed environment, cookie secrets, caches)
// as it did in a process of its own; dependencies in node_modules stay loaded, which is where
// the saving is. What a file changes outside modules is put back when it ends.
vi.resetModules();

const environmentAtStart = { ...process.env };

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  for (const name of Object.keys(process.env)) {
    if (!(name in environmentAtStart)) delete process.env[name];
  }
  Object.assign(process.env, environmentAtStart);
});
