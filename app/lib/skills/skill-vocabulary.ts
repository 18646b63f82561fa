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
  vue: ["Vue", "VueJS", "Vue 2", "Vue 3"],
  angular: ["AngularJS", "Angular 2+"],
  "html-css": ["HTML", "CSS", "HTML5", "CSS3", "HTML/CSS"],
  "tailwind-css": ["Tailwind", "TailwindCSS"],
  nodejs: ["Node", "NodeJS", "Node JS"],
  python: ["Python 3", "Py"],
  java: ["Java 17", "Java SE"],
  "spring-boot": ["Spring", "SpringBoot"],
  csharp: ["C Sharp", "CSharp"],
  dotnet: ["dotnet", "ASP.NET", ".NET Core", "ASP.NET Core", ".NET Framework"],
  go: ["Golang"],
  "c-cpp": ["C++", "CPP", "C"],
  graphql: ["GQL"],
  "react-native": ["RN", "ReactNative"],
  "rest-apis": ["REST", "RESTful", "RESTful APIs", "REST API"],
  postgresql: ["Postgres", "Postgre", "PG", "PostgresSQL"],
  mongodb: ["Mongo"],
  bigquery: ["Google BigQuery"],
  "apache-spark": ["Spark", "PySpark"],
  "apache-airflow": ["Airflow"],
  kafka: ["Apache Kafka"],
  "etl-pipelines": ["ETL", "ELT"],
  "machine-learning": ["ML"],
  pytorch: ["Torch"],
  "scikit-learn": ["sklearn", "scikit"],
  llms: ["LLM", "LLMs", "GenAI", "Generative AI"],
  rag: ["Retrieval Augmented Generation"],
  aws: ["Amazon Web Services", "Amazon AWS"],
  "google-cloud": ["GCP", "Google Cloud Platform", "GCloud"],
  azure: ["Microsoft Azure", "MS Azure"],
  kubernetes: ["k8s", "K8S", "kube"],
  terraform: ["Terraform Cloud", "OpenTofu"],
  "ci-cd": ["CI", "CD", "Continuous Integration"],
  "github-actions": ["GH Actions", "GHA"],
  figma: ["Figma Design"],
  "accessibility-wcag": ["Accessibility", "a11y", "WCAG"],
  "unit-testing": ["Unit Tests"],
  "api-testing": ["API Tests"],
  openapi: ["Swagger"],
  "google-analytics": ["GA4", "GA"],
  "technical-seo": ["SEO"],
  unity: ["Unity3D"],
  "unreal-engine": ["Unreal", "UE5"],
  salesforce: ["SFDC"],
};

/** The other spellings of a catalog skill by its slug ([] for one without, or no skill). */
export function skillAliases(slug: string): readonly string[] {
  return SKILL_ALIASES[slug as SkillSlug] ?? [];
}

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

// Built on first use rather than at import: the browser loads this module with the
// briefing's schema, and a page that imports a neighbour of it (role search's highlighting)
// should not pay for a map it never reads.
let bySpelling: Map<string, { slug: string; name: string }> | undefined;

function spellingIndex() {
  if (bySpelling) return bySpelling;
  bySpelling = new Map();
  for (const skill of skillSeeds) {
    const entry = { slug: skill.slug, name: skill.name };
    const spellings = [skill.slug, skill.name, ...(SKILL_ALIASES[skill.slug] ?? [])];
    for (const spelling of spellings) bySpelling.set(normaliseSkill(spelling), entry);
  }
  return bySpelling;
}

/** The vocabulary's entry for what someone typed ("k8s" is Kubernetes), or the text itself. */
export function skillTerm(typed: string): SkillTerm {
  const normalized = normaliseSkill(typed);
  const known = spellingIndex().get(normalized);
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

/**
 * A skill as an entry of a list: the name to show (the vocabulary's, or the text as typed)
 * and the key its duplicates share. Text with nothing left once normalised (punctuation
 * only, or a script other than Latin) is keyed by its lower case, so two different such
 * entries are not taken for one.
 */
export function skillEntry(typed: string): { name: string; key: string } {
  const term = skillTerm(typed);
  return { name: term.name, key: term.key === "" ? `text:${term.name.toLowerCase()}` : term.key };
}

/**
 * A list of skills as people typed it, each under the vocabulary's name ("k8s" becomes
 * "Kubernetes"), unknown ones as typed, blank ones dropped, and each skill once: the first
 * spelling of a skill keeps its place ("React", "React.js" is "React").
 */
export function uniqueSkillNames(typed: readonly string[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const text of typed) {
    const { name, key } = skillEntry(text);
    if (name === "" || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
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
