import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";

import { type BlockData, ContentPage } from "../content-page";
import type { LiveSamples } from "./match-teaser";
import type { PageBlock } from "./page-block";

// What the blocks' tests draw with: the page as the server renders it, inside a router whose
// root gives the consent wordings the forms read, and the pool's answer to the home page's
// sample briefs (one engineer for the hero's card, one row of the match preview).

const consentText = { version: "v1", text: "Yes, send me the notes." };
const ROOT_DATA = {
  consent: {
    privacyNotice: "By {action} you agree to the terms in our {privacyPolicy}.",
    newsletter: consentText,
    playbookMarketing: consentText,
    application: consentText,
    talentProfile: consentText,
  },
};

export function renderBlocks(
  content: { blocks?: readonly PageBlock[] | null },
  data: BlockData = {},
  children?: string,
) {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ROOT_DATA,
        children: [
          {
            path: "*",
            element: (
              <ContentPage page={content} data={data}>
                {children}
              </ContentPage>
            ),
          },
        ],
      },
    ],
    { initialEntries: ["/every-block"], hydrationData: { loaderData: { root: ROOT_DATA } } },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

export const SAMPLE_PREVIEW_WORDS: LiveSamples["previewWords"] = {
  title: "Sample match preview",
  caption: "Sample profiles.",
  scoreLabel: "match",
  monthlyCostLabel: "Monthly",
  startInLabel: "Start",
  team: [],
};

export const SAMPLE_PROFILE_WORDS: LiveSamples["profileWords"] = {
  brief: { role: "backend", seniority: "senior", mustHave: ["Node.js"] },
  caption: "A sample profile from the pool.",
  scores: [{ _key: "coding", label: "Coding assessment", result: "coding-assessment" }],
};

export const LIVE_SAMPLES: LiveSamples = {
  pool: {
    hero: {
      handle: "Mariana S.",
      title: "Senior Backend Developer",
      skills: ["Node.js"],
      country: "Brazil",
      sample: true,
      scores: [{ key: "coding", label: "Coding assessment", value: "9.2 / 10", percent: 92 }],
    },
    preview: {
      rows: [
        {
          id: "c-1",
          handle: "Ana P.",
          title: "Senior React engineer",
          sample: true,
          score: 87,
          band: "Strong",
          factors: [{ name: "skills", weight: 60, contribution: 52 }],
        },
      ],
      monthlyCost: "$17,600/month",
      startIn: "Now",
    } as unknown as NonNullable<LiveSamples["pool"]>["preview"],
  },
  profileWords: SAMPLE_PROFILE_WORDS,
  previewWords: SAMPLE_PREVIEW_WORDS,
};
