import { defineField, type ConditionalProperty } from "sanity";

/**
 * An image an editor uploads, with the text a screen reader reads instead of it. The text is
 * required once a file is chosen: the site never shows a picture without it. The hotspot
 * (the part every crop keeps) is set by clicking the crop icon on the image.
 */
export function imageField(options: {
  name: string;
  title: string;
  description: string;
  /** What a good alternative text says for this picture. */
  altHint: string;
  /** Logos and drawings are shown whole; photos and art are cropped to their place. */
  hotspot?: boolean;
  group?: string;
  hidden?: ConditionalProperty;
  /** Set where the place cannot be drawn without a picture: the message when none is chosen. */
  requiredMessage?: string;
}) {
  const { requiredMessage } = options;
  return defineField({
    name: options.name,
    title: options.title,
    description: options.description,
    type: "image",
    group: options.group,
    hidden: options.hidden,
    validation: requiredMessage
      ? (rule) =>
          rule.required().custom((value: { asset?: unknown } | undefined) =>
            // An empty field is reported once, by required(); alt text alone is no picture.
            value === undefined || value.asset ? true : requiredMessage,
          )
      : undefined,
    options: {
      hotspot: options.hotspot ?? true,
      accept: "image/jpeg,image/png,image/webp,image/avif,image/svg+xml",
    },
    fields: [
      defineField({
        name: "alt",
        title: "Alternative text",
        type: "string",
        description: `What the picture shows, for people who cannot see it. ${options.altHint}`,
        validation: (rule) =>
          rule
            .max(160)
            .custom((alt, context) =>
              (context.parent as { asset?: unknown } | undefined)?.asset && !alt?.trim()
                ? "Describe the picture, or remove it: every picture on the site has a text for screen readers."
                : true,
            ),
      }),
    ],
  });
}
