import { config, z } from "zod/mini";

// The one door to zod for code that runs in the browser (lint enforces it; decision 052).
// zod compiles a fast parser for each object schema with `new Function`, and finds out
// whether it may by trying once: under the site's CSP (no 'unsafe-eval') that try is a
// policy violation the browser reports on every funnel page. Without the JIT, zod parses the
// same way with no attempt. It is set here, before any schema is built, because each object
// schema reads the setting when it is created.
config({ jitless: true });

export { z };
