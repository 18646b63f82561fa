import { fetchContent } from "~/lib/content/content.server";
import { ContentUnavailableError } from "~/lib/content/content-source.server";
import { siteShellQuery } from "~/lib/content/queries";
import type { SiteShellQueryResult } from "~/lib/content/sanity.types";

import type { ShellLink, SiteShell } from "./site-shell";

type RawLink = {
  _key: string;
  label: string | null;
  href: string | null;
  description: string | null;
  highlighted: boolean | null;
};

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined || value === "") {
    throw new ContentUnavailableError(`content is missing ${what}`);
  }
  return value;
}

// A link a marketer left half-filled is dropped rather than rendered as a dead link;
// the studio's validation stops it from being published in the first place.
function links(raw: RawLink[] | null | undefined): ShellLink[] {
  return (raw ?? []).flatMap((link) =>
    link.label && link.href
      ? [
          {
            key: link._key,
            label: link.label,
            href: link.href,
            description: link.description ?? null,
            highlighted: link.highlighted === true,
          },
        ]
      : [],
  );
}

export function normaliseSiteShell(raw: SiteShellQueryResult): SiteShell {
  const settings = required(raw.settings, "the siteSettings document");
  const navigation = required(raw.navigation, "the navigation document");
  const footer = required(raw.footer, "the footer document");
  const notFound = required(settings.notFound, "siteSettings.notFound");
  return {
    settings: {
      brandName: required(settings.brandName, "siteSettings.brandName"),
      tagline: settings.tagline ?? null,
      companyBlurb: required(settings.companyBlurb, "siteSettings.companyBlurb"),
      parentCompany:
        settings.parentCompany?.name && settings.parentCompany.url
          ? { name: settings.parentCompany.name, url: settings.parentCompany.url }
          : null,
      copyrightName: required(settings.copyrightName, "siteSettings.copyrightName"),
      notFound: {
        title: required(notFound.title, "siteSettings.notFound.title"),
        body: required(notFound.body, "siteSettings.notFound.body"),
        homeLinkLabel: required(notFound.homeLinkLabel, "siteSettings.notFound.homeLinkLabel"),
      },
    },
    navigation: {
      groups: (navigation.groups ?? []).map((group) => ({
        key: group._key,
        label: required(group.label, "a navigation group label"),
        links: links(group.links),
      })),
      cta: {
        label: required(navigation.cta?.label, "navigation.cta.label"),
        href: required(navigation.cta?.href, "navigation.cta.href"),
      },
    },
    footer: {
      columns: (footer.columns ?? []).map((column) => ({
        key: column._key,
        title: required(column.title, "a footer column title"),
        links: links(column.links),
      })),
      certificationsHeading: required(footer.certificationsHeading, "footer.certificationsHeading"),
      certifications: (footer.certifications ?? []).flatMap((item) =>
        item?.name
          ? [
              {
                id: item._id,
                name: item.name,
                type: item.type ?? "certification",
                verified: item.verified === true,
                description: item.description ?? null,
              },
            ]
          : [],
      ),
      legalLinks: links(footer.legalLinks),
      socialLinks: (footer.socialLinks ?? []).flatMap((link) =>
        link.platform && link.label && link.url
          ? [{ key: link._key, platform: link.platform, label: link.label, url: link.url }]
          : [],
      ),
    },
  };
}

// The content cache answers with the same object until the content changes, so the shell made
// from it is made once and is the same object on every page: the header's and footer's markup
// is kept by that identity (StaticIsland) instead of being rendered for every request.
const shells = new WeakMap<SiteShellQueryResult, SiteShell>();

export async function loadSiteShell(): Promise<SiteShell> {
  const answer = await fetchContent<SiteShellQueryResult>(siteShellQuery);
  let shell = shells.get(answer);
  if (!shell) {
    shell = normaliseSiteShell(answer);
    shells.set(answer, shell);
  }
  return shell;
}
