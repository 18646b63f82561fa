/** The site chrome's content after normalisation: every field the layout needs is present. */
export type ShellLink = {
  key: string;
  label: string;
  href: string;
  description: string | null;
  highlighted: boolean;
};

export type SiteShell = {
  settings: {
    brandName: string;
    tagline: string | null;
    companyBlurb: string;
    parentCompany: { name: string; url: string } | null;
    copyrightName: string;
    notFound: { title: string; body: string; homeLinkLabel: string };
  };
  navigation: {
    groups: { key: string; label: string; links: ShellLink[] }[];
    cta: { label: string; href: string };
  };
  footer: {
    columns: { key: string; title: string; links: ShellLink[] }[];
    certificationsHeading: string;
    certifications: {
      id: string;
      name: string;
      type: string;
      verified: boolean;
      description: string | null;
    }[];
    legalLinks: ShellLink[];
    socialLinks: { key: string; platform: string; label: string; url: string }[];
  };
};
