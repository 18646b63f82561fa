/** Eyebrow, heading and introduction at the top of a section. */
export function SectionHeader({
  id,
  eyebrow,
  heading,
  intro,
  align = "left",
  tone = "light",
}: {
  id?: string;
  eyebrow?: string | null;
  heading: string;
  intro?: string | null;
  align?: "left" | "center";
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold uppercase tracking-wider ${dark ? "text-brand-200" : "text-brand-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 font-display text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-ink-900"}`}
      >
        {heading}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg ${dark ? "text-ink-300" : "text-ink-600"}`}>{intro}</p>
      ) : null}
    </div>
  );
}
