// Pieces that several sections (and the pages) draw, so a section needs no other section's file
// for them.
import { CmsImage } from "~/components/cms-image";
import { Icon } from "~/components/icon";
import { SmartLink } from "~/components/smart-link";
import type { CmsImageSource } from "~/lib/content/image";

export type CtaLink = { label: string; href: string };
export type ClaimFigure = { _id?: string; value: string; label: string };

export function CtaButton({
  link,
  variant = "primary",
  className = "",
}: {
  link: CtaLink;
  variant?: "primary" | "signal" | "secondary";
  className?: string;
}) {
  const style =
    variant === "signal" ? "btn-signal" : variant === "secondary" ? "btn-secondary" : "btn-primary";
  return (
    <SmartLink href={link.href} className={`${style} ${className}`}>
      {link.label}
      {variant === "secondary" ? null : <Icon name="arrow-right" className="size-4" />}
    </SmartLink>
  );
}

/**
 * The buttons of a dark band: the main call to action, then the team builder when the band
 * offers both doors, then a lighter second link (usually Book a Call).
 */
export function DarkCtaRow({
  primary,
  teamBuilder,
  secondary,
  className = "",
}: {
  primary: CtaLink;
  teamBuilder?: CtaLink | null;
  secondary?: CtaLink | null;
  className?: string;
}) {
  return (
    <div className={`cta-row ${className}`}>
      <CtaButton link={primary} variant="signal" />
      {teamBuilder ? (
        <SmartLink
          href={teamBuilder.href}
          className="btn bg-white text-brand-900 hover:bg-brand-50"
        >
          {teamBuilder.label}
          <Icon name="arrow-right" className="size-4" />
        </SmartLink>
      ) : null}
      {secondary ? (
        <SmartLink
          href={secondary.href}
          className="btn border border-white/30 text-white hover:bg-white/10"
        >
          {secondary.label}
        </SmartLink>
      ) : null}
    </div>
  );
}

export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon
          name="star"
          key={index}
          className={`size-4 ${index < rating ? "fill-signal-400 text-signal-500" : "text-ink-300"}`}
        />
      ))}
    </p>
  );
}

export function ClientLogo({ logo }: { logo: CmsImageSource | null | undefined }) {
  return (
    <CmsImage
      image={logo}
      sizes="160px"
      className="h-10 w-auto max-w-60 object-contain object-left"
    />
  );
}

export function SpeakerPhoto({ photo }: { photo: CmsImageSource | null | undefined }) {
  return (
    <CmsImage
      image={photo}
      sizes="48px"
      aspectRatio={1}
      maxWidth={320}
      className="size-12 shrink-0 rounded-full object-cover"
    />
  );
}

/** "Dana Ruiz, CTO, LedgerLine", or "CTO, LedgerLine" when no name is given. */
export function speaker(testimonial: { personName: string | null; role: string; company: string }) {
  return [testimonial.personName, testimonial.role, testimonial.company].filter(Boolean).join(", ");
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** A date from the CMS (ISO), as readers write it: "November 27, 2026". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
