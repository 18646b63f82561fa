import { Resvg } from "@resvg/resvg-js";
import { LRUCache } from "lru-cache";
import { renderToStaticMarkup } from "react-dom/server";
import satori from "satori";

import { BrandMark } from "~/components/brand-mark";
import { BRAND_GOLD } from "~/lib/brand-colors";
import { fetchContent } from "~/lib/content/content.server";
import { socialCardTextsQuery } from "~/lib/content/queries";
import type { SocialCardTextsQueryResult } from "~/lib/content/sanity.types";
import { withoutStega } from "~/lib/content/stega";
import { interWoff } from "~/lib/inter-woff.server";
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from "~/lib/seo";

/**
 * The picture LinkedIn, Slack and X show for a shared link: 1200x630 PNG, the brand's navy
 * with the mark, the page's title and the site's host. satori lays the card out as SVG with
 * Inter (WOFF: satori reads no WOFF2), resvg turns it into a PNG.
 */

const interFonts = () =>
  ([400, 700] as const).map((weight) => ({
    name: "Inter",
    data: interWoff(weight),
    weight,
    style: "normal" as const,
  }));

const markDataUrl = `data:image/svg+xml;base64,${Buffer.from(
  renderToStaticMarkup(<BrandMark />),
).toString("base64")}`;

export type SocialCardText = {
  brandName: string;
  /** The page's title, or the site's blurb on the plain brand card. */
  title: string;
  host: string;
};

// Three lines of the card's type hold about this many characters; a longer title is cut at
// a word, so it never runs into the host line.
const MAX_TITLE = 110;

export function fitTitle(title: string): string {
  if (title.length <= MAX_TITLE) return title;
  const cut = title.slice(0, MAX_TITLE - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 60 ? cut.lastIndexOf(" ") : cut.length).replace(/[\s,.;:–—-]+$/, "")}…`;
}

function Card({ brandName, title, host }: SocialCardText) {
  return (
    <div
      style={{
        // satori adds padding to the size it is given, as CSS's content-box does.
        width: SOCIAL_CARD_WIDTH - 2 * 80,
        height: SOCIAL_CARD_HEIGHT - 2 * 72,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        backgroundColor: "#0f1640",
        backgroundImage: "linear-gradient(135deg, #0f1640 0%, #1e2c89 100%)",
        color: "#ffffff",
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <img src={markDataUrl} width={64} height={64} alt="" />
        <div style={{ fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }}>{brandName}</div>
      </div>
      <div
        style={{
          display: "flex",
          fontSize: title.length > 60 ? 56 : 68,
          fontWeight: 700,
          lineHeight: 1.12,
          letterSpacing: -1.5,
          maxWidth: 1000,
        }}
      >
        {fitTitle(title)}
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 28 }}>
        <div style={{ width: 56, height: 6, borderRadius: 3, backgroundColor: BRAND_GOLD }} />
        <div style={{ color: "#bfd2ff" }}>{host}</div>
      </div>
    </div>
  );
}

/** The card as PNG bytes. */
export async function renderSocialCard(text: SocialCardText): Promise<Buffer> {
  const svg = await satori(<Card {...text} />, {
    width: SOCIAL_CARD_WIDTH,
    height: SOCIAL_CARD_HEIGHT,
    fonts: interFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: SOCIAL_CARD_WIDTH } }).render().asPng();
}

/**
 * The text a request for `title` gets: that title when a published page or article carries
 * it as its SEO title, else the plain brand card with the site's blurb.
 */
export async function socialCardText(
  title: string | null,
  host: string,
): Promise<SocialCardText | undefined> {
  // A card is a picture others keep: an editor's preview marks never reach it.
  const { site, titles } = withoutStega(
    await fetchContent<SocialCardTextsQueryResult>(socialCardTextsQuery),
  );
  if (!site) return undefined;
  const known = title !== null && titles.some((candidate) => candidate.trim() === title.trim());
  return { brandName: site.brandName, title: known ? title.trim() : site.companyBlurb, host };
}

// A card takes a few hundred milliseconds of CPU; the same few dozen are asked for again and
// again by every network that unfurls a link.
const cards = new LRUCache<string, Promise<Buffer>>({ max: 200 });

export function socialCardPng(text: SocialCardText): Promise<Buffer> {
  const key = JSON.stringify(text);
  let card = cards.get(key);
  if (!card) {
    card = renderSocialCard(text);
    card.catch(() => cards.delete(key));
    cards.set(key, card);
  }
  return card;
}
