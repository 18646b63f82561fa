import { BrandMark } from "~/components/brand-mark";
import { Icon } from "~/components/icon";
import { SmartLink } from "~/components/smart-link";

import type { SiteShell } from "./site-shell";

export function SiteFooter({ shell, year }: { shell: SiteShell; year: number }) {
  const { settings, footer } = shell;
  return (
    <footer className="bg-brand-950 text-ink-300">
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,2fr)]">
        <div>
          <p className="flex items-center gap-2.5 font-display text-xl font-bold text-white">
            <BrandMark className="size-8" />
            {settings.brandName}
          </p>
          <p className="mt-3 max-w-md text-sm leading-6">{settings.companyBlurb}</p>
          {settings.parentCompany ? (
            <p className="mt-4 text-sm">
              A{" "}
              <SmartLink
                href={settings.parentCompany.url}
                className="inline-flex items-center gap-1 font-semibold text-white underline decoration-brand-400 underline-offset-4 hover:decoration-white"
              >
                {settings.parentCompany.name}
              </SmartLink>{" "}
              company
            </p>
          ) : null}

          {footer.certifications.length > 0 ? (
            <section aria-labelledby="footer-certifications" className="mt-8">
              <h2
                id="footer-certifications"
                className="text-xs font-semibold uppercase tracking-wider text-ink-400"
              >
                {footer.certificationsHeading}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {footer.certifications.map((item) => (
                  <li
                    key={item.id}
                    title={item.description ?? undefined}
                    className="inline-flex items-center gap-1.5 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-medium text-white"
                  >
                    {item.verified ? (
                      <Icon name="badge-check" className="size-4 text-accent-100" />
                    ) : (
                      <Icon name="shield-check" className="size-4 text-ink-400" />
                    )}
                    {item.name}
                    {item.verified ? <span className="sr-only"> (verified)</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footer.columns.map((column) => (
            <nav key={column.key} aria-labelledby={`footer-${column.key}`}>
              <h2 id={`footer-${column.key}`} className="text-sm font-semibold text-white">
                {column.title}
              </h2>
              <ul className="mt-3 grid gap-1">
                {column.links.map((link) => (
                  <li key={link.key}>
                    <SmartLink
                      href={link.href}
                      className="inline-flex min-h-8 items-center gap-1 py-1 text-sm hover:text-white hover:underline"
                    >
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            © <span data-testid="copyright-year">{year}</span> {settings.copyrightName}. All rights
            reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {footer.legalLinks.map((link) => (
                <li key={link.key}>
                  <SmartLink
                    href={link.href}
                    className="inline-flex min-h-8 items-center hover:text-white hover:underline"
                  >
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Social media">
            <ul className="flex flex-wrap gap-2">
              {footer.socialLinks.map((link) => (
                <li key={link.key}>
                  <SmartLink
                    href={link.url}
                    className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-white/15 px-3 py-1 text-xs font-medium text-white hover:bg-white/10"
                  >
                    <span aria-hidden="true">{platformLabel(link.platform)}</span>
                    <span className="sr-only">{link.label}</span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function platformLabel(platform: string): string {
  switch (platform) {
    case "linkedin":
      return "LinkedIn";
    case "youtube":
      return "YouTube";
    case "twitter":
      return "X (Twitter)";
    default:
      return platform;
  }
}
