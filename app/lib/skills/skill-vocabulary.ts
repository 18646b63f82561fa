import { skillSeeds, type SkillSlug } from "~/lib/db/seed/catalog-data";

// One vocabulary of skills for everything that compares them: the talent pool, the
// briefing's stack, role search and the matcher. Its entries are the catalog's skills (slug
// and display name); the aliases below are the other ways people write the same skill.
// A skill the vocabulary does not know is kept as typed and compared by its normalised text.

/** Other spellings of catalog skills, as clients, candidates and recruiting tools write them. */
export const SKILL_ALIASES: Readonly<Partial<Record<SkillSlug, readonly string[]>>> = {
  javascript: ["JS", "ECMAScript", "ES6", "Vanilla JS"],
  typescript: ["TS"],
  react: ["React.js", "ReactJS", "React JS"],
  nextjs: ["Next", "NextJS"],
  vue: ["Vue", "VueJS", "Vue 3"],
  angular: ["AngularJS", "Angular 2+"],
  "html-css": ["HTML", "CSS", "HTML5", "CSS3", "HTML/CSS"],
  "tailwind-css": ["Tailwind", "TailwindCSS"],
  nodejs: ["Node", "NodeJS", "Node JS"],
  python: ["Python 3", "Py"],
  java: ["Java 17", "Java SE"],
  "spring-boot": ["Spring", "SpringBoot"],
  csharp: ["C Sharp", "CSharp"],
  dotnet: ["dotnet", "ASP.NET", ".NET Core", "ASP.NET Core"],
  go: ["Golang"],
  "c-cpp": ["C++", "CPP", "C"],
  "react-native": ["RN", "ReactNative"],
  "rest-apis": ["REST", "RESTful APIs", "REST API"],
  postgresql: ["Postgres", "PG", "PostgresSQL"],
  mongodb: ["Mongo"],
  "apache-spark": ["Spark", "PySpark"],
  "apache-airflow": ["Airflow"],
  kafka: ["Apache Kafka"],
  "etl-pipelines": ["ETL", "ELT"],
  "machine-learning": ["ML"],
  llms: ["LLM", "LLMs", "GenAI", "Generative AI"],
  rag: ["Retrieval Augmented Generation"],
  aws: ["Amazon Web Services"],
  "google-cloud": ["GCP", "Google Cloud Platform"],
  azure: ["Microsoft Azure"],
  kubernetes: ["k8s", "K8S", "kube"],
  terraform: ["Terraform Cloud", "OpenTofu"],
  "ci-cd": ["CI", "CD", "Continuous Integration"],
  "github-actions": ["GH Actions"],
  figma: ["Figma Design"],
  "accessibility-wcag": ["Accessibility", "a11y", "WCAG"],
  "unit-testing": ["Unit Tests"],
  "api-testing": ["API Tests"],
  "google-analytics": ["GA4", "GA"],
  "technical-seo": ["SEO"],
};

/**
 * Lower case, accents dropped, spaces and punctuation removed ("React.js" and "reactjs" are
 * one text). "+" and "#" stay: they are part of C++ and C#, not punctuation around them.
 */
export function normaliseSkill(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9+#]/g, "");
}

export interface SkillTerm {
  /** The vocabulary's display name, or the text as typed (trimmed) when it is not known. */
  name: string;
  /** The catalog skill's slug; null for a skill the vocabulary does not know. */
  slug: string | null;
  /** What two terms are compared by: the slug when known, else the normalised text. */
  key: string;
  normalized: string;
}

const bySpelling = new Map<string, { slug: string; name: string }>();
for (const skill of skillSeeds) {
  const entry = { slug: skill.slug, name: skill.name };
  const spellings = [skill.slug, skill.name, ...(SKILL_ALIASES[skill.slug] ?? [])];
  for (const spelling of spellings) bySpelling.set(normaliseSkill(spelling), entry);
}

/** The vocabulary's entry for what someone typed ("k8s" is Kubernetes), or the text itself. */
export function skillTerm(typed: string): SkillTerm {
  const normalized = normaliseSkill(typed);
  const known = bySpelling.get(normalized);
  if (known) {
    return {
      name: known.name,
      slug: known.slug,
      key: known.slug,
      normalized: normaliseSkill(known.name),
    };
  }
  return { name: typed.trim(), slug: null, key: normalized, normalized };
}

/** Whether two skills as typed are the same skill. */
export function sameSkill(a: string, b: string): boolean {
  const key = skillTerm(a).key;
  return key !== "" && key === skillTerm(b).key;
}

/** Every spelling the vocabulary maps to a skill, normalised, for a check that none clash. */
export function vocabularySpellings(): { normalized: string; slug: string }[] {
  return skillSeeds.flatMap((skill) =>
    [skill.slug, skill.name, ...(SKILL_ALIASES[skill.slug] ?? [])].map((spelling) => ({
      normalized: normaliseSkill(spelling),
      slug: skill.slug,
    })),
  );
}
