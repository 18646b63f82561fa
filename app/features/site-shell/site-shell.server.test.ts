import { afterEach, expect, it } from "vitest";

import { clearContentCache } from "~/lib/content/content.server";

import { loadSiteShell } from "./site-shell.server";

afterEach(() => clearContentCache());

it("is one object until the content changes, and a new one after", async () => {
  clearContentCache();
  const shell = await loadSiteShell();
  // The header's and footer's markup is kept by this object's identity.
  expect(await loadSiteShell()).toBe(shell);
  clearContentCache();
  const changed = await loadSiteShell();
  expect(changed).not.toBe(shell);
  expect(changed).toEqual(shell);
});
