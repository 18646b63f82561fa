// A page an editor puts together in the studio from the insert menu, one block of most kinds,
// none of it from a preset: the specs that serve such a page, and the studio's insert-menu
// pictures (screenshots of its blocks), use it.

const ref = (id: string) => ({ _key: id.replace(/\W/g, "-"), _type: "reference", _ref: id });
const text = (key: string, words: string) => [
  {
    _key: key,
    _type: "block",
    style: "normal",
    markDefs: [],
    children: [{ _key: `${key}s`, _type: "span", marks: [], text: words }],
  },
];
export const BLOCKS_TITLE = "Engineering standards you can check";
/** The page, with `image` (a picture of the dataset's) beside its image-and-text block. */
export const blocksPage = (image: unknown) => ({
  _id: "page.engineering-standards",
  _type: "page",
  path: "/engineering-standards",
  seo: { title: BLOCKS_TITLE, description: "How our engineers are vetted, and how you can check." },
  blocks: [
    {
      _key: "hero",
      _type: "heroBlock",
      eyebrow: "Quality",
      title: BLOCKS_TITLE,
      summary: "Every engineer we propose passed the same checks, and you can see their results.",
    },
    {
      _key: "figures",
      _type: "figuresBlock",
      label: "Our record",
      claims: [ref("claim.rating"), ref("claim.recommend")],
    },
    {
      _key: "cards",
      _type: "cardsBlock",
      heading: "What we check",
      cards: [
        {
          _key: "c1",
          _type: "featureCard",
          title: "Code you can read",
          description: "A reviewed exercise in the stack you hire for.",
          icon: "code",
        },
        {
          _key: "c2",
          _type: "featureCard",
          title: "English you can work in",
          description: "A spoken interview graded on the CEFR scale.",
          icon: "globe",
        },
        {
          _key: "c3",
          _type: "featureCard",
          title: "People you can trust",
          description: "References and an identity check before a first interview.",
          icon: "shield-check",
        },
      ],
    },
    {
      _key: "logos",
      _type: "logosBlock",
      heading: "Teams that hired this way",
      testimonials: ["ledgerline", "northbeam", "atlas", "cartwheel"].map((id) =>
        ref(`testimonial.${id}`),
      ),
    },
    {
      _key: "image-text",
      _type: "imageTextBlock",
      heading: "Reviewed by people, not only by tests",
      body: text("it", "A senior engineer of the same discipline reads every exercise."),
      image,
      imageSide: "left",
    },
    {
      _key: "quotes",
      _type: "testimonialsBlock",
      heading: "In their words",
      style: "quotes",
      testimonials: ["ledgerline", "northbeam", "atlas"].map((id) => ref(`testimonial.${id}`)),
    },
    {
      _key: "faq",
      _type: "faqBlock",
      heading: "Questions buyers ask",
      questions: [ref("faq.interviews"), ref("faq.pricing")],
    },
    { _key: "teaser", _type: "matchTeaserBlock", heading: "See who the pool proposes" },
    {
      _key: "newsletter",
      _type: "formBlock",
      form: "newsletter",
      heading: "Get the hiring notes",
    },
    {
      _key: "contact",
      _type: "formBlock",
      form: "contact",
      heading: "Ask about a check",
      text: "We answer within a business day.",
    },
    {
      _key: "closing",
      _type: "ctaBlock",
      heading: "Meet engineers who passed",
      text: "Write your briefing and see them.",
      primary: { _type: "link", label: "Start Your Briefing", href: "/briefing" },
    },
  ],
});
