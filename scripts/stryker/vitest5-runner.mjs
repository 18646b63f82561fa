// Stryker's Vitest runner (9.6.1) picks the tests that cover a mutant by setting a name
// pattern built from "describe test" joined with spaces, but Vitest 5 matches the pattern
// against "describe > test". Nested tests then match nothing, run nothing, and every mutant
// they cover is reported as survived (stryker-js issue #6210). This runner is the stock
// one with the pattern widened so that each space may also be " > ". Drop it once the
// upstream runner handles Vitest 5.
import { strykerPlugins as vitestPlugins } from "@stryker-mutator/vitest-runner";

const vitest = vitestPlugins.find((plugin) => plugin.name === "vitest");
if (!vitest) throw new Error("@stryker-mutator/vitest-runner no longer declares 'vitest'");

function widen(pattern) {
  if (!(pattern instanceof RegExp)) return pattern;
  return new RegExp(pattern.source.replaceAll(" ", "(?: | > )"), pattern.flags);
}

function createRunner(injector) {
  // The runner runs Vitest in worker threads, which refuse the report flags vitest.config.ts
  // gives its forked workers; this tells the config to leave them out.
  process.env.NG_VITEST_WORKER_THREADS = "1";
  const runner = vitest.factory(injector);
  const init = runner.init.bind(runner);
  runner.init = async () => {
    await init();
    for (const project of runner.ctx.projects) {
      let pattern = widen(project.config.testNamePattern);
      Object.defineProperty(project.config, "testNamePattern", {
        configurable: true,
        enumerable: true,
        get: () => pattern,
        set: (value) => {
          pattern = widen(value);
        },
      });
    }
  };
  return runner;
}
createRunner.inject = ["$injector"];

export const strykerPlugins = [{ kind: "TestRunner", name: "vitest5", factory: createRunner }];
