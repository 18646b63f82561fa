import { config, z } from "zod";

// zod's full build for shared schemas that still use its chained methods; the same setting,
// for the same reason, as ./zod-mini.ts, which browser code should prefer (smaller).
config({ jitless: true });

export { z };
