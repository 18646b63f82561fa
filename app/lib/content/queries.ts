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
    // A certificate past its expiry date is no longer claimed anywhere on the site.
    "certifications": certifications[!defined(@->validUntil) || @->validUntil >= string::split(now(), "T")[0]]->{ _id, name, type, "verified": coalesce(verified, false), description },
    legalLinks[]{ _key, label, href, description, "highlighted": coalesce(highlighted, false) },
    socialLinks[]{ _key, platform, label, url }
  }
}`);

/** The newsletter box's heading and promise (the articles page shows it). */
export const newsletterBoxQuery = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0].newsletterBox{ title, intro }`,
);

/** The sentences a visitor agrees to; the site stores each wording shown as a version. */
export const consentTextsQuery = defineQuery(
  `*[_type == "consentTexts" && _id == "consentTexts"][0]{ privacyNotice, newsletter, playbookMarketing, application, talentProfile }`,
);

/** A cheap probe that the content source answers and holds the site's settings. */
export const contentHealthQuery = defineQuery(
  `count(*[_type == "siteSettings" && _id == "siteSettings"])`,
);

/** What the sitemap needs: when each CMS page last changed, and every article's address. */
export const sitemapQuery = defineQuery(`{
  "pages": *[_type == "page" && defined(path) && !(_id in path("drafts.**"))]{ path, _updatedAt },
  "landingUpdatedAt": *[_type == "landingPage" && _id == "landingPage"][0]._updatedAt,
  "solutionsUpdatedAt": *[_type == "solution" && !(_id in path("drafts.**"))] | order(_updatedAt desc)[0]._updatedAt,
  "articles": *[_type == "article" && defined(slug.current) && !(_id in path("drafts.**"))] | order(publishedAt desc){
    "slug": slug.current,
    publishedAt,
    _updatedAt
  }
}`);

/**
 * The team builder's first step (/company-registration): its copy, and the company-type
 * cards' names and subtitles from the audiences' own documents.
 */
export const registrationPageQuery = defineQuery(`{
  "copy": *[_type == "teamBuilderSettings" && _id == "teamBuilderSettings"][0]{
    registrationTitle, registrationIntro, registrationSeo{ title, description }
  },
  "audiences": *[_type == "solution"] | order(order asc){ audience, registrationLabel, subtitle }
}`);

/** The team builder's copy, recommendation synonyms, U.S. comparison assumptions and quote terms. */
export const teamBuilderSettingsQuery =
  defineQuery(`*[_type == "teamBuilderSettings" && _id == "teamBuilderSettings"][0]{
  stackSelectionTitle,
  stackSelectionIntro,
  calculatorTitle,
  calculatorIntro,
  recommendations{
    explanation,
    patterns[]{ title, cues, roles[]{ role, quantity, why } },
    synonyms[]{ term, matches }
  },
  usComparison{
    annualBaseSalaryUsd, burdenMultiplier, annualWorkHours, source,
    "savingsClaim": savingsClaim->{ value, label, measure },
    savingsNote
  },
  seniorityBands,
  quote{ validityDays, terms, contactName, contactTitle, rateIncludes, termsSummary },
  "sender": *[_type == "contactPage" && _id == "contactPage"][0]{ email, phone, address }
}`);

/** /contact: hero, contact details and the form's texts (decision 008). */
export const contactPageQuery = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{
  heroTitle, heroBody, detailsTitle, email, phone, address, hours, formTitle, successBody,
  reportRequestMessage
}`);

/**
 * The certification a 'request the report' link names ($id), while the site still offers its
 * report: verified, offered on request, not expired.
 */
export const reportRequestQuery = defineQuery(
  `*[_type == "trustItem" && _id == $id && verified == true && reportOnRequest == true && (!defined(validUntil) || validUntil >= string::split(now(), "T")[0])][0]{ name }`,
);

// Marketing pages. Figures are never typed into page copy: they come from `claim`
// documents, dereferenced here (stats bands, cards) or inside Portable Text (`claimRef`),
// so every page shows the claim's current value (decision 006).

/** Every published Page document's address: the catch-all route serves those at free addresses. */
export const pagePathsQuery = defineQuery(`*[_type == "page" && defined(path)].path`);

/** Every redirect an editor published: old address, target and whether it is for good. */
export const redirectsQuery = defineQuery(
  `*[_type == "redirect" && defined(from) && defined(to)]{ from, to, permanent }`,
);

// A page's blocks, one projection each: what each block's component draws and nothing more.
// TypeGen types the page's blocks as the union of these (PageBlock in
// app/features/marketing/blocks/page-block.ts picks one by its _type).
const heroBlockProjection = `_type == "heroBlock" => { eyebrow, title, summary, image{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } } }`;
const figuresBlockProjection = `_type == "figuresBlock" => { label, claims[]->{ _id, value, label, measure } }`;
const cardsBlockProjection = `_type == "cardsBlock" => { heading, cards[]{ _key, title, description, points, icon, claim->{ value, label, measure } } }`;
const diagramBlockProjection = `_type == "diagramBlock" => { heading, cards[]{ _key, title, description, points, icon, claim->{ value, label, measure } }, centre{ title, text } }`;
const stepsBlockProjection = `_type == "stepsBlock" => { steps[]{ _key, heading, body[]{ ..., children[]{ ..., _type == "claimRef" => { "claim": claim->{ value, label, measure } } } } } }`;
const richTextBlockProjection = `_type == "richTextBlock" => { heading, body[]{ ..., children[]{ ..., _type == "claimRef" => { "claim": claim->{ value, label, measure } } } } }`;
// A certificate not verified, or past its expiry date, is no longer claimed anywhere.
const certificationsBlockProjection = `_type == "certificationsBlock" => {
  "items": items[@->verified == true && (!defined(@->validUntil) || @->validUntil >= string::split(now(), "T")[0])]->{ _id, name, type, description, issuer, reference, scope, validUntil, "reportOnRequest": coalesce(reportOnRequest, false), reviewCount, evidenceUrl },
  "labels": *[_type == "siteSettings" && _id == "siteSettings"][0].trustLabels{ issuedBy, reference, validUntil, evidence, requestReport, reviews }
}`;
const testimonialsBlockProjection = `_type == "testimonialsBlock" => {
  heading, "style": coalesce(style, "quotes"),
  testimonials[]->{ _id, quote, role, company, industry, metrics, personName, logo{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }, "photo": select(attribution == "named" => photo{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }), "note": select(attribution == "anonymised" => *[_type == "siteSettings" && _id == "siteSettings"][0].testimonialNotes.anonymised, attribution == "illustrative" => *[_type == "siteSettings" && _id == "siteSettings"][0].testimonialNotes.illustrative), "rating": select(attribution != "illustrative" => rating) }
}`;
const logosBlockProjection = `_type == "logosBlock" => { heading, "clients": testimonials[]->{ _id, company, logo{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } } } }`;
const faqBlockProjection = `_type == "faqBlock" => { heading, questions[]->{ _id, question, answer, "figures": figures[]->{ _id, value, measure } } }`;
const imageTextBlockProjection = `_type == "imageTextBlock" => { heading, body[]{ ..., children[]{ ..., _type == "claimRef" => { "claim": claim->{ value, label, measure } } } }, image{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }, "imageSide": coalesce(imageSide, "right") }`;
const ctaBlockProjection = `_type == "ctaBlock" => { heading, text, primary{ label, href }, secondary{ label, href }, teamBuilderLabel, guarantee->{ value, label, measure } }`;
const liveHeroBlockProjection = `_type == "liveHeroBlock" => { eyebrow, heading, intro, primaryCta{ label, href }, secondaryCta{ label, href }, teamBuilderLabel, highlights[]->{ _id, value, label, measure } }`;
const sectionCardsBlockProjection = `_type == "sectionCardsBlock" => { eyebrow, heading, intro, "align": coalesce(align, "left"), cards[]{ _key, title, description, points, icon, claim->{ value, label, measure } } }`;
const featureListBlockProjection = `_type == "featureListBlock" => { eyebrow, heading, intro, features[]{ _key, title, description, points, icon, claim->{ value, label, measure } } }`;
const numberedStepsBlockProjection = `_type == "numberedStepsBlock" => { eyebrow, heading, intro, steps[]{ _key, title, description, points, icon, claimLead, claim->{ value, label, measure } }, cta{ label, href } }`;
// As in the certifications block: a certificate not verified, or expired, is not claimed.
const trustBlockProjection = `_type == "trustBlock" => {
  eyebrow, heading, intro,
  "items": items[@->verified == true && (!defined(@->validUntil) || @->validUntil >= string::split(now(), "T")[0])]->{ _id, name, type, description, issuer, reference, scope, validUntil, "reportOnRequest": coalesce(reportOnRequest, false), reviewCount, evidenceUrl },
  "trustLabels": *[_type == "siteSettings" && _id == "siteSettings"][0].trustLabels{ issuedBy, reference, validUntil, evidence, requestReport, reviews },
  proofPoints[]{ _key, title, description, points, icon, claim->{ value, label, measure } }
}`;
const audiencesBlockProjection = `_type == "audiencesBlock" => { eyebrow, heading, intro, "items": items[]->{ _id, audience, title, subtitle, description, ctaText, icon } }`;
const proofBandBlockProjection = `_type == "proofBandBlock" => {
  eyebrow, heading, intro,
  "items": items[]->{ _id, quote, role, company, industry, metrics, personName, logo{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }, "photo": select(attribution == "named" => photo{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }), "note": select(attribution == "anonymised" => *[_type == "siteSettings" && _id == "siteSettings"][0].testimonialNotes.anonymised, attribution == "illustrative" => *[_type == "siteSettings" && _id == "siteSettings"][0].testimonialNotes.illustrative), "rating": select(attribution != "illustrative" => rating) },
  "stats": stats[]->{ _id, value, label, measure }
}`;
const introBlockProjection = `_type == "introBlock" => { eyebrow, heading, intro, figures[]->{ _id, value, label, measure }, sections[]{ _key, heading, body[]{ ..., children[]{ ..., _type == "claimRef" => { "claim": claim->{ value, label, measure } } } } } }`;
// The audience pages' own blocks: their words around the audience shown, which the page's
// query gives beside them.
const audienceHeroBlockProjection = `_type == "audienceHeroBlock" => { eyebrow, jumpLinkLabel }`;
const audienceDetailsBlockProjection = `_type == "audienceDetailsBlock" => { challengesHeading, approachHeading, typicalTeamLabel }`;
const audienceStoryBlockProjection = `_type == "audienceStoryBlock" => { heading }`;
const otherAudiencesBlockProjection = `_type == "otherAudiencesBlock" => { heading }`;
const matchTeaserBlockProjection = `_type == "matchTeaserBlock" => { heading, text }`;
const formBlockProjection = `_type == "formBlock" => { form, heading, text, "playbook": playbook->{ title, "slug": slug.current } }`;

/** Every block kind a page (or the home page) holds, each through its own projection. */
const pageBlocksProjection = `_key, _type,
    ${heroBlockProjection},
    ${liveHeroBlockProjection},
    ${figuresBlockProjection},
    ${cardsBlockProjection},
    ${sectionCardsBlockProjection},
    ${featureListBlockProjection},
    ${diagramBlockProjection},
    ${stepsBlockProjection},
    ${numberedStepsBlockProjection},
    ${richTextBlockProjection},
    ${introBlockProjection},
    ${certificationsBlockProjection},
    ${trustBlockProjection},
    ${testimonialsBlockProjection},
    ${proofBandBlockProjection},
    ${logosBlockProjection},
    ${audiencesBlockProjection},
    ${faqBlockProjection},
    ${imageTextBlockProjection},
    ${ctaBlockProjection},
    ${matchTeaserBlockProjection},
    ${formBlockProjection}`;

/** One static page by its address ($path): its blocks in order, and what other pages read of it. */
export const pageQuery = defineQuery(`*[_type == "page" && path == $path][0]{
  path,
  "title": coalesce(blocks[_type == "heroBlock"][0].title, blocks[_type == "liveHeroBlock"][0].heading),
  seo{ title, description },
  careersHeadings{ benefits, requirements },
  blocks[]{
    ${pageBlocksProjection}
  }
}`);

/**
 * The home page: its blocks (the same ones, and projections, as any page's) and the two sample
 * briefs its live blocks, and a live match preview on any page, ask the talent pool.
 */
export const landingPageQuery = defineQuery(`*[_type == "landingPage" && _id == "landingPage"][0]{
  seo{ title, description },
  sampleProfile{ brief{ role, seniority, mustHave }, caption, scores[]{ _key, label, result } },
  matchPreview{ title, caption, scoreLabel, monthlyCostLabel, startInLabel, team[]{ _key, role, seniority, mustHave } },
  blocks[]{
    ${pageBlocksProjection}
  }
}`);

/**
 * /solutions/:type: the blocks every audience's page is laid out with (the audience blocks
 * draw the audience shown), and every audience's own words.
 */
export const solutionsPageQuery = defineQuery(`{
  "page": *[_type == "solutionsPage" && _id == "solutionsPage"][0]{
    blocks[]{
      ${pageBlocksProjection},
      ${audienceHeroBlockProjection},
      ${audienceDetailsBlockProjection},
      ${audienceStoryBlockProjection},
      ${otherAudiencesBlockProjection}
    }
  },
  "solutions": *[_type == "solution"] | order(order asc){
    _id, audience, title, subtitle, heroTitle, description, challenges, solutions,
    image{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } },
    benefits[]{ _key, title, description, points, icon, claim->{ value, label, measure } },
    ctaText,
    registrationLabel,
    typicalTeam,
    caseStudy->{ _id, quote, role, company, industry, metrics, story, personName, logo{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }, "photo": select(attribution == "named" => photo{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }), "note": select(attribution == "anonymised" => *[_type == "siteSettings" && _id == "siteSettings"][0].testimonialNotes.anonymised, attribution == "illustrative" => *[_type == "siteSettings" && _id == "siteSettings"][0].testimonialNotes.illustrative), "rating": select(attribution != "illustrative" => rating) },
    seo{ title, description }
  }
}`);

/** Client testimonials with their case stories, for the success-stories page. */
export const testimonialsQuery = defineQuery(`*[_type == "testimonial"] | order(order asc){
  _id, quote, role, company, industry, metrics, story,
  personName, logo{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }, "photo": select(attribution == "named" => photo{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }), "note": select(attribution == "anonymised" => *[_type == "siteSettings" && _id == "siteSettings"][0].testimonialNotes.anonymised, attribution == "illustrative" => *[_type == "siteSettings" && _id == "siteSettings"][0].testimonialNotes.illustrative), "rating": select(attribution != "illustrative" => rating)
}`);

/** The leadership team. */
export const leadershipQuery =
  defineQuery(`*[_type == "teamMember" && leadership == true] | order(order asc){
  _id, name, role, location, bio, focus,
  "note": select(profile == "example" => *[_type == "siteSettings" && _id == "siteSettings"][0].testimonialNotes.exampleProfile),
  "photo": select(profile != "example" => photo{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } })
}`);

/** Open positions (featured first) and benefits for the careers page. */
export const careersQuery = defineQuery(`{
  "positions": *[_type == "jobPosition" && defined(slug.current)] | order(featured desc, order asc){
    _id, title, "slug": slug.current, department, location, employmentType, summary, requirements, featured
  },
  "benefits": *[_type == "careerBenefit"] | order(order asc){ _id, title, description, figure->{ value, label, measure } }
}`);

/** Every article and playbook, newest first. */
export const articleListQuery =
  defineQuery(`*[_type == "article" && defined(slug.current)] | order(publishedAt desc){
  _id, kind, title, "slug": slug.current, excerpt, publishedAt, readingMinutes, topics,
  "author": author->{ name, role },
  coverImage{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }
}`);

/** One article or playbook by its slug ($slug). */
export const articleQuery = defineQuery(`*[_type == "article" && slug.current == $slug][0]{
  _id, kind, title, "slug": slug.current, excerpt, publishedAt, _updatedAt, readingMinutes, topics,
  "author": author->{ name, role },
  coverImage{ alt, hotspot{ x, y, width, height }, crop{ top, bottom, left, right }, "asset": asset->{ _id, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } },
  seo{ title, description },
  body[]{ ..., children[]{ ..., _type == "claimRef" => { "claim": claim->{ value, label, measure } } } }
}`);

/** One open position by its slug ($slug), for its Apply form (decision 008). */
export const careerPositionQuery =
  defineQuery(`*[_type == "jobPosition" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, department, location, employmentType, summary
}`);

/** A playbook by its slug ($slug), for its PDF download (decision 008). */
export const playbookQuery =
  defineQuery(`*[_type == "article" && kind == "playbook" && slug.current == $slug][0]{
  title, "slug": slug.current, excerpt, publishedAt, "author": author->{ name, role },
  body[]{ style, listItem, children[]{ _type, text, "claim": claim->{ value, label, measure } } }
}`);

/**
 * The briefing's assistant and confirmation copy, and every FAQ entry. Figures inside the
 * texts are "{claim-name}" placeholders; the claims they name come dereferenced beside them.
 */
export const briefingContentQuery = defineQuery(`{
  "settings": *[_type == "briefingSettings" && _id == "briefingSettings"][0]{
    pageTitle, pageIntro, seo{ title, description },
    stepIntros,
    assistantGreeting,
    requirementTemplates[]{ role, requirements },
    nextSteps,
    interviewPromise->{ _id, value, measure }
  },
  "interviewClaim": *[_type == "claim" && _id == "claim.interview-window"][0]{ _id, value, measure },
  "audiences": *[_type == "solution"] | order(order asc){ audience, registrationLabel, subtitle },
  "faqs": *[_type == "faq" && !(_id in path("drafts.**"))] | order(order asc, question asc){
    _id,
    question,
    answer,
    keywords,
    "figures": figures[]->{ _id, value, measure }
  }
}`);

/**
 * /contact/book-call: the page's texts, the scheduling rules and the experts who take calls,
 * and the candidate-interview event type clients book with shortlisted engineers.
 * Figures in the texts are "{ruleName}" placeholders, filled in from the rules on the site.
 */
export const bookingContentQuery =
  defineQuery(`*[_type == "bookingSettings" && _id == "bookingSettings"][0]{
  heroTitle,
  heroBody,
  promises,
  timeZone,
  weeklyHours[]{ weekday, from, to },
  callMinutes,
  bufferMinutes,
  minNoticeHours,
  businessDays,
  changeCutoffHours,
  holidays[]{ date, name },
  experts[]{ id, name, title, email, meetingUrl, "timeOff": coalesce(timeOff, []), active },
  candidateInterview{ title, minutes, bufferMinutes, weeklyHours[]{ weekday, from, to } }
}`);

/**
 * The confirmation mails' texts per submission kind (subject, opening, what happens next),
 * with "{name}"-style placeholders the site fills in from the submission.
 */
export const mailCopyQuery = defineQuery(`*[_type == "mailCopy" && _id == "mailCopy"][0]{
  contact{ subject, intro, nextSteps },
  application{ subject, intro, nextSteps },
  quote{ subject, intro, nextSteps },
  playbook{ subject, intro, nextSteps },
  registration{ subject, intro, nextSteps },
  briefing{ subject, intro, nextSteps },
  booking{ subject, intro, nextSteps }
}`);

/** The signature under a staff member's reply to a lead; "{staffName}" is filled in. */
export const replySignatureQuery = defineQuery(
  `*[_type == "mailCopy" && _id == "mailCopy"][0].replySignature`,
);

// What a page's sharing card may print: the site's name and blurb, and only titles that a
// marketer published as some page's or article's SEO title (any other text gets the plain
// brand card, so nobody can make the site's server draw their words in the brand).
export const socialCardTextsQuery = defineQuery(`{
  "site": *[_type == "siteSettings" && _id == "siteSettings"][0]{ brandName, companyBlurb },
  "titles": *[defined(seo.title)].seo.title
}`);

/**
 * /how-matching-works: the model card's words. Its figures (weights, thresholds, the version,
 * the pool) come from the matcher's configuration and the database, never from here.
 */
export const matchingModelCardQuery =
  defineQuery(`*[_type == "matchingModelCard" && _id == "matchingModelCard"][0]{
  eyebrow, title, intro, seo{ title, description },
  inputsHeading, inputsIntro, inputs[]{ key, label, text },
  leftOutHeading, leftOutIntro, leftOut[]{ key, label, text },
  filtersHeading, filtersIntro, filters[]{ key, label, text },
  factorsHeading, factorsIntro, factors[]{ key, label, text },
  bandsHeading, bandsIntro, bands[]{ key, label, text }, bandFromLabel,
  evidenceHeading, evidenceIntro, evidence[]{ key, label, text },
  poolHeading, poolIntro, poolSizeLabel, poolUpdatedLabel, versionLabel,
  reviewHeading, reviewBody,
  questionHeading, questionBody, questionLinkLabel
}`);
