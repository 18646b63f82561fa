import { ArrowRight } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import type { loader as rootLoader } from "~/root";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    Awaited<ReturnType<typeof rootLoader>> | undefined;
  const settings = root?.shell.settings;
  return [
    { title: settings ? `${settings.brandName} | ${settings.tagline ?? ""}` : "Near Genius" },
    { name: "description", content: settings?.companyBlurb ?? "" },
  ];
}

// The landing page's nine sections arrive with the marketing-site issue; until then
// the home page says what the company is, from the same content as the footer.
export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  const { settings, navigation } = root.shell;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-20 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {settings.brandName}
        </p>
        <h1 className="mt-4 max-w-3xl font-display text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">
          {settings.tagline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-600">{settings.companyBlurb}</p>
        <Link to={navigation.cta.href} className="btn-primary mt-10">
          {navigation.cta.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
