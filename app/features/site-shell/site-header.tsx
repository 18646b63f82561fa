import { BrandMark } from "~/components/brand-mark";
import { Icon } from "~/components/icon";
import { PageLink } from "~/components/page-link";
import { SmartLink } from "~/components/smart-link";

import type { ShellLink, SiteShell } from "./site-shell";

type SiteHeaderProps = {
  shell: SiteShell;
  pathname: string;
};

function isCurrent(href: string, pathname: string): boolean {
  return href === pathname;
}

function DropdownLink({ link, pathname }: { link: ShellLink; pathname: string }) {
  return (
    <li>
      <SmartLink
        href={link.href}
        current={isCurrent(link.href, pathname)}
        className={
          link.highlighted
            ? "block rounded-control bg-brand-50 px-3 py-2.5 text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
            : "block rounded-control px-3 py-2.5 text-ink-800 hover:bg-ink-100 aria-[current=page]:bg-ink-100"
        }
      >
        <span className="block text-sm font-semibold">{link.label}</span>
        {link.description ? (
          <span className="mt-0.5 block text-xs text-ink-600">{link.description}</span>
        ) : null}
      </SmartLink>
    </li>
  );
}

export function SiteHeader({ shell, pathname }: SiteHeaderProps) {
  const { navigation, settings } = shell;
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-ink-200 bg-white">
      <div className="container-page flex h-full items-center gap-4">
        <PageLink
          to="/"
          className="flex shrink-0 items-center gap-2 font-display text-lg font-bold tracking-tight text-brand-950"
        >
          <BrandMark className="size-8" />
          <span>{settings.brandName}</span>
        </PageLink>

        <nav aria-label="Main" className="ml-4 hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {navigation.groups.map((group) => (
              <li key={group.key}>
                <details data-nav-disclosure data-nav-dropdown className="group relative">
                  <summary className="flex min-h-11 items-center gap-1 rounded-control px-3 text-sm font-medium text-ink-700 hover:bg-ink-100 hover:text-ink-900 group-open:bg-ink-100 group-open:text-ink-900">
                    {group.label}
                    <Icon
                      name="chevron-down"
                      className="size-4 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <div className="absolute left-0 top-full z-50 mt-2 w-80 rounded-card border border-ink-200 bg-white p-2 shadow-menu">
                    <ul className="grid gap-1">
                      {group.links.map((link) => (
                        <DropdownLink key={link.key} link={link} pathname={pathname} />
                      ))}
                    </ul>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <SmartLink
            href={navigation.cta.href}
            className="btn-signal hidden sm:inline-flex"
            current={isCurrent(navigation.cta.href, pathname)}
          >
            {navigation.cta.label}
          </SmartLink>

          <details data-nav-disclosure data-nav-mobile className="group lg:hidden">
            <summary
              className="flex min-h-11 items-center gap-2 rounded-control border border-ink-300 px-3 text-sm font-semibold text-ink-800 hover:bg-ink-100"
              aria-label="Menu"
            >
              <Icon name="menu" className="size-5 group-open:hidden" />
              <Icon name="x" className="hidden size-5 group-open:block" />
              <span aria-hidden="true">Menu</span>
            </summary>
            <nav
              aria-label="Main"
              className="fixed inset-x-0 bottom-0 top-header overflow-y-auto border-t border-ink-200 bg-white"
            >
              <div className="container-page py-4">
                <SmartLink
                  href={navigation.cta.href}
                  className="btn-signal mb-6 w-full"
                  current={isCurrent(navigation.cta.href, pathname)}
                >
                  {navigation.cta.label}
                </SmartLink>
                <div className="grid gap-6 sm:grid-cols-2">
                  {navigation.groups.map((group) => (
                    <section key={group.key} aria-labelledby={`mobile-nav-${group.key}`}>
                      <h2
                        id={`mobile-nav-${group.key}`}
                        className="px-3 text-xs font-semibold uppercase tracking-wider text-ink-600"
                      >
                        {group.label}
                      </h2>
                      <ul className="mt-2 grid gap-1">
                        {group.links.map((link) => (
                          <li key={link.key}>
                            <SmartLink
                              href={link.href}
                              current={isCurrent(link.href, pathname)}
                              className={
                                link.highlighted
                                  ? "flex min-h-11 items-center rounded-control bg-brand-50 px-3 font-semibold text-brand-900"
                                  : "flex min-h-11 items-center rounded-control px-3 text-ink-800 hover:bg-ink-100 aria-[current=page]:bg-ink-100 aria-[current=page]:font-semibold"
                              }
                            >
                              {link.label}
                            </SmartLink>
                          </li>
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
