// Pages drawn from the blocks their editor chose, at both widths: a diagram for a delivery
// model, a numbered timeline for a process, certifications first for a trust page, and client
// stories with their results for a track record (the presets the old fixed layouts became).
import { readFileSync } from "node:fs";

import { expect, test } from "@playwright/test";

type Doc = { _id: string; _type: string } & Record<string, unknown>;
const seed = readFileSync("studio/seed/production.ndjson", "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc);
type Block = { _type: string; _key: string } & Record<string, unknown>;
const pageAt = (path: string) =>
  seed.find((doc) => doc._type === "page" && doc.path === path) as Doc & { blocks: Block[] };
const blockOf = <T>(path: string, type: string) =>
  pageAt(path).blocks.find((block) => block._type === type) as (Block & T) | undefined;
const titleOf = (path: string) => blockOf<{ title: string }>(path, "heroBlock")!.title;
type Section = { heading: string };

test("a diagram joins the model's parts into what they give together", async ({ page }) => {
  const content = blockOf<{ cards: { title: string }[]; centre: { title: string; text: string } }>(
    "/how-it-works/hybrid-delivery",
    "diagramBlock",
  )!;
  await page.goto("/how-it-works/hybrid-delivery");
  const centre = page.getByText(content.centre.title, { exact: true });
  await expect(centre).toBeVisible();
  await expect(page.getByText(content.centre.text, { exact: true })).toBeVisible();
  // Every part comes before the centre, on any width: above it when stacked or side by side.
  const centreTop = (await centre.boundingBox())!.y;
  for (const card of content.cards) {
    const box = (await page.getByRole("heading", { name: card.title }).boundingBox())!;
    expect(box.y).toBeLessThan(centreTop);
  }
});

test("a process is a numbered timeline of its sections", async ({ page }) => {
  const { steps: sections } = blockOf<{ steps: Section[] }>(
    "/how-it-works/ai-sourcing",
    "stepsBlock",
  )!;
  await page.goto("/how-it-works/ai-sourcing");
  const steps = page.getByRole("main").getByRole("list").first().locator(":scope > li");
  await expect(steps).toHaveCount(sections.length);
  for (const [index, section] of sections.entries()) {
    const step = steps.nth(index);
    await expect(step.getByRole("heading", { level: 2 })).toHaveText(section.heading);
    // The number is drawn for the eye; the ordered list already says which step it is.
    await expect(
      step.locator('[aria-hidden="true"]').getByText(String(index + 1), { exact: true }),
    ).toBeVisible();
  }
});

test("a trust page leads with its certifications", async ({ page }) => {
  for (const path of ["/why/banking-quality", "/security-compliance"]) {
    const types = pageAt(path).blocks.map((block) => block._type);
    expect(types.indexOf("certificationsBlock")).toBeLessThan(types.indexOf("richTextBlock"));
    const firstText = blockOf<Section>(path, "richTextBlock")!;
    await page.goto(path);
    const firstBadge = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: "ISO 27001" })
      .first();
    const firstSection = page.getByRole("heading", {
      level: 2,
      name: firstText.heading,
      exact: true,
    });
    expect((await firstBadge.boundingBox())!.y).toBeLessThan((await firstSection.boundingBox())!.y);
  }
});

test("a track record shows client stories by their results, each leading to the whole story", async ({
  page,
}) => {
  const stories = blockOf<{ style: string; testimonials: { _ref: string }[] }>(
    "/why/track-record",
    "testimonialsBlock",
  )!;
  expect(stories.style).toBe("results");
  const story = seed.find((doc) => doc._id === stories.testimonials[0]!._ref) as Doc & {
    company: string;
    metrics: string[];
  };
  await page.goto("/why/track-record");
  const card = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { level: 2, name: story.company }),
    });
  for (const metric of story.metrics)
    await expect(card.getByText(metric, { exact: true })).toBeVisible();

  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === "/insights/client-success"),
    card.getByRole("link", { name: story.company }).click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    titleOf("/insights/client-success"),
  );
  // The story the card named is where the page opens.
  const heading = page.locator(`[id="story-${story._id}"]`);
  await expect(heading).toHaveText(story.company);
  await expect(heading).toBeInViewport();
});
