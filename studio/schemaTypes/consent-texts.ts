import { CheckmarkCircleIcon } from "@sanity/icons/CheckmarkCircle";
import { defineField, defineType } from "sanity";

/**
 * The sentences a visitor agrees to. The site stores, with every consent it records, the
 * exact wording shown: each new wording becomes a version of its own the moment someone first
 * agrees to it, and the consent points at that version. So rewording here never changes what
 * an earlier visitor agreed to. A visitor who had the page open while the wording changed is
 * asked to read the new one and agree again.
 */
const PLACEHOLDER = /\{([^{}]*)\}/g;

function placeholders(allowed: readonly string[], required: readonly string[]) {
  return (text: string | undefined): true | string => {
    for (const [, name] of (text ?? "").matchAll(PLACEHOLDER)) {
      if (!allowed.includes(name ?? ""))
        return `{${name}} is not offered here. Only ${allowed.map((item) => `{${item}}`).join(", ")} can be written in braces.`;
    }
    const missing = required.filter((name) => !(text ?? "").includes(`{${name}}`));
    if (text && missing.length > 0)
      return `Keep ${missing.map((name) => `{${name}}`).join(", ")}: the site puts it there.`;
    return true;
  };
}

const noPlaceholders = placeholders([], []);

export const consentTextsType = defineType({
  name: "consentTexts",
  title: "Consent and privacy texts",
  type: "document",
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({
      name: "privacyNotice",
      title: "Privacy notice under the lead forms",
      type: "text",
      rows: 2,
      description:
        'The line under the registration, contact and booking forms. {action} becomes what the button does ("continuing", "sending this message", "booking this call"); {privacyPolicy} becomes the link to the privacy policy. Both must stay.',
      validation: (rule) =>
        rule
          .required()
          .max(300)
          .custom(placeholders(["action", "privacyPolicy"], ["action", "privacyPolicy"])),
    }),
    defineField({
      name: "newsletter",
      title: "Newsletter consent",
      type: "text",
      rows: 2,
      description:
        "Shown beside the Subscribe button and stored with each subscription. Say what the reader receives and that they can unsubscribe.",
      validation: (rule) => rule.required().max(400).custom(noPlaceholders),
    }),
    defineField({
      name: "playbookMarketing",
      title: "Playbook: marketing emails (optional box)",
      type: "text",
      rows: 2,
      description:
        'The optional box on the playbook download form; "(optional)" is added by the site. Stored when the box is ticked.',
      validation: (rule) => rule.required().max(400).custom(noPlaceholders),
    }),
    defineField({
      name: "application",
      title: "Job application: storing the CV",
      type: "text",
      rows: 2,
      description:
        "The box a candidate must tick to apply. Say what is kept, for what and for how long; the privacy policy link follows it.",
      validation: (rule) => rule.required().max(400).custom(noPlaceholders),
    }),
    defineField({
      name: "talentProfile",
      title: "Talent pool: being shown to clients",
      type: "text",
      rows: 3,
      description:
        'What an applicant the recruiters added to the talent pool agrees to on the page their email links to, above the button "I agree to be shown". Say what a client sees and what never, and that they can withdraw it; the privacy policy link follows it.',
      validation: (rule) => rule.required().max(400).custom(noPlaceholders),
    }),
  ],
  preview: { prepare: () => ({ title: "Consent and privacy texts" }) },
});
