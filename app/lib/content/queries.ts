import { defineQuery } from "groq";

// Every query the site runs lives here, so Sanity TypeGen can type all of them and
// the unit tests can run each one against the bundled dataset.

export const siteShellQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    brandName,
    tagline,
    companyBlurb,
    parentCompany{ name, url },
    copyrightName,
    notFound{ title, body, homeLinkLabel }
  },
  "navigation": *[_type == "navigation" && _id == "navigation"][0]{
    groups[]{ _key, label, links[]{ _key, label, href, description, "highlighted": coalesce(highlighted, false) } },
    cta{ label, href }
  },
  "footer": *[_type == "footer" && _id == "footer"][0]{
    columns[]{ _key, title, links[]{ _key, label, href, description, "highlighted": coalesce(highlighted, false) } },
    certificationsHeading,
    certifications[]->{ _id, name, type, "verified": coalesce(verified, false), description },
    legalLinks[]{ _key, label, href, description, "highlighted": coalesce(highlighted, false) },
    socialLinks[]{ _key, platform, label, url }
  }
}`);

/** A cheap probe that the content source answers and holds the site's settings. */
export const contentHealthQuery = defineQuery(
  `count(*[_type == "siteSettings" && _id == "siteSettings"])`,
);
