import type { IconName } from "lucide-react/dynamic";

// The catalog a fresh database starts with. The seed only inserts what is missing, so once a
// database holds these rows they belong to whoever edits them there; changing a value here
// changes new databases only.

export interface CategorySeed {
  slug: string;
  name: string;
  icon: IconName;
  sortOrder: number;
}

export interface SkillSeed {
  slug: string;
  name: string;
  icon: IconName | null;
}

/** Hourly USD rates, in this column order: junior, mid, senior, lead, architect, specialist. */
export type RateRow = readonly [number, number, number, number, number, number];

export const categorySeeds = [
  { slug: "development", name: "Development", icon: "code", sortOrder: 10 },
  { slug: "design", name: "Design", icon: "palette", sortOrder: 20 },
  { slug: "quality-assurance", name: "Quality Assurance", icon: "bug", sortOrder: 30 },
  { slug: "data", name: "Data", icon: "database", sortOrder: 40 },
  { slug: "ai", name: "AI", icon: "brain-circuit", sortOrder: 50 },
  { slug: "infrastructure", name: "Infrastructure", icon: "server", sortOrder: 60 },
  {
    slug: "product-management",
    name: "Product & Management",
    icon: "clipboard-list",
    sortOrder: 70,
  },
  {
    slug: "content-documentation",
    name: "Content & Documentation",
    icon: "file-text",
    sortOrder: 80,
  },
  { slug: "marketing-growth", name: "Marketing & Growth", icon: "megaphone", sortOrder: 90 },
  { slug: "specialized", name: "Specialized", icon: "sparkles", sortOrder: 100 },
] as const satisfies readonly CategorySeed[];

export type CategorySlug = (typeof categorySeeds)[number]["slug"];

export const skillSeeds = [
  // Languages and frameworks
  { slug: "javascript", name: "JavaScript", icon: "braces" },
  { slug: "typescript", name: "TypeScript", icon: "file-code" },
  { slug: "react", name: "React", icon: "atom" },
  { slug: "nextjs", name: "Next.js", icon: "layers" },
  { slug: "vue", name: "Vue.js", icon: null },
  { slug: "angular", name: "Angular", icon: null },
  { slug: "html-css", name: "HTML & CSS", icon: "code" },
  { slug: "tailwind-css", name: "Tailwind CSS", icon: "wind" },
  { slug: "storybook", name: "Storybook", icon: "book-open" },
  { slug: "nodejs", name: "Node.js", icon: "hexagon" },
  { slug: "python", name: "Python", icon: "terminal" },
  { slug: "django", name: "Django", icon: null },
  { slug: "fastapi", name: "FastAPI", icon: "zap" },
  { slug: "java", name: "Java", icon: "coffee" },
  { slug: "spring-boot", name: "Spring Boot", icon: "leaf" },
  { slug: "csharp", name: "C#", icon: "hash" },
  { slug: "dotnet", name: ".NET", icon: null },
  { slug: "go", name: "Go", icon: null },
  { slug: "kotlin", name: "Kotlin", icon: null },
  { slug: "swift", name: "Swift", icon: "bird" },
  { slug: "swiftui", name: "SwiftUI", icon: "layout-template" },
  { slug: "jetpack-compose", name: "Jetpack Compose", icon: null },
  { slug: "react-native", name: "React Native", icon: "smartphone" },
  { slug: "flutter", name: "Flutter", icon: "smartphone" },
  { slug: "firebase", name: "Firebase", icon: "flame" },
  { slug: "c-cpp", name: "C/C++", icon: "cpu" },
  { slug: "graphql", name: "GraphQL", icon: "share-2" },
  { slug: "rest-apis", name: "REST APIs", icon: "webhook" },
  { slug: "microservices", name: "Microservices", icon: "boxes" },
  { slug: "git", name: "Git", icon: "git-branch" },
  // Databases and data
  { slug: "sql", name: "SQL", icon: "table" },
  { slug: "postgresql", name: "PostgreSQL", icon: "database" },
  { slug: "mysql", name: "MySQL", icon: "database" },
  { slug: "mongodb", name: "MongoDB", icon: "database" },
  { slug: "redis", name: "Redis", icon: "zap" },
  { slug: "data-modeling", name: "Data Modeling", icon: "network" },
  { slug: "query-optimization", name: "Query Optimization", icon: "gauge" },
  { slug: "backup-recovery", name: "Backup & Recovery", icon: "hard-drive" },
  { slug: "apache-spark", name: "Apache Spark", icon: "flame" },
  { slug: "apache-airflow", name: "Apache Airflow", icon: "workflow" },
  { slug: "dbt", name: "dbt", icon: null },
  { slug: "kafka", name: "Kafka", icon: "radio" },
  { slug: "snowflake", name: "Snowflake", icon: "snowflake" },
  { slug: "bigquery", name: "BigQuery", icon: null },
  { slug: "etl-pipelines", name: "ETL/ELT Pipelines", icon: "workflow" },
  { slug: "pandas", name: "pandas", icon: "table" },
  { slug: "excel", name: "Excel", icon: "sheet" },
  { slug: "power-bi", name: "Power BI", icon: "chart-bar" },
  { slug: "tableau", name: "Tableau", icon: "chart-pie" },
  { slug: "statistics", name: "Statistics", icon: "sigma" },
  // AI
  { slug: "machine-learning", name: "Machine Learning", icon: "brain" },
  { slug: "pytorch", name: "PyTorch", icon: "flame" },
  { slug: "tensorflow", name: "TensorFlow", icon: null },
  { slug: "scikit-learn", name: "scikit-learn", icon: null },
  { slug: "llms", name: "Large Language Models", icon: "bot" },
  { slug: "rag", name: "Retrieval-Augmented Generation", icon: "file-search" },
  { slug: "langchain", name: "LangChain", icon: "link" },
  { slug: "vector-databases", name: "Vector Databases", icon: "database-zap" },
  { slug: "prompt-engineering", name: "Prompt Engineering", icon: "message-square-text" },
  { slug: "llm-evaluation", name: "LLM Evaluation", icon: "clipboard-check" },
  { slug: "fine-tuning", name: "Model Fine-Tuning", icon: "sliders-horizontal" },
  { slug: "hugging-face", name: "Hugging Face", icon: "smile" },
  { slug: "mlflow", name: "MLflow", icon: null },
  { slug: "model-deployment", name: "Model Deployment", icon: "rocket" },
  { slug: "computer-vision", name: "Computer Vision", icon: "scan-eye" },
  { slug: "opencv", name: "OpenCV", icon: "camera" },
  { slug: "cuda", name: "CUDA", icon: "cpu" },
  // Infrastructure and security
  { slug: "aws", name: "AWS", icon: "cloud" },
  { slug: "azure", name: "Azure", icon: "cloud" },
  { slug: "google-cloud", name: "Google Cloud", icon: "cloud" },
  { slug: "docker", name: "Docker", icon: "container" },
  { slug: "kubernetes", name: "Kubernetes", icon: "ship-wheel" },
  { slug: "helm", name: "Helm", icon: null },
  { slug: "terraform", name: "Terraform", icon: "blocks" },
  { slug: "ci-cd", name: "CI/CD", icon: "infinity" },
  { slug: "github-actions", name: "GitHub Actions", icon: "git-merge" },
  { slug: "linux", name: "Linux", icon: "terminal" },
  { slug: "networking", name: "Networking", icon: "network" },
  { slug: "observability", name: "Observability", icon: "activity" },
  { slug: "incident-response", name: "Incident Response", icon: "siren" },
  { slug: "cloud-cost-optimization", name: "Cloud Cost Optimization", icon: "piggy-bank" },
  { slug: "application-security", name: "Application Security", icon: "shield-check" },
  { slug: "owasp", name: "OWASP Top 10", icon: "shield-alert" },
  { slug: "penetration-testing", name: "Penetration Testing", icon: "scan-search" },
  { slug: "threat-modeling", name: "Threat Modeling", icon: "shield-alert" },
  { slug: "identity-access-management", name: "Identity & Access Management", icon: "key-round" },
  { slug: "compliance", name: "SOC 2 & Compliance", icon: "shield" },
  { slug: "siem", name: "SIEM", icon: "radar" },
  // Design
  { slug: "figma", name: "Figma", icon: "pen-tool" },
  { slug: "user-research", name: "User Research", icon: "user-round-search" },
  { slug: "usability-testing", name: "Usability Testing", icon: "eye" },
  { slug: "wireframing", name: "Wireframing", icon: "layout-template" },
  { slug: "prototyping", name: "Prototyping", icon: "mouse-pointer-click" },
  { slug: "interaction-design", name: "Interaction Design", icon: "mouse-pointer-2" },
  { slug: "visual-design", name: "Visual Design", icon: "palette" },
  { slug: "design-systems", name: "Design Systems", icon: "component" },
  { slug: "accessibility-wcag", name: "Accessibility (WCAG)", icon: "accessibility" },
  { slug: "screen-readers", name: "Screen Reader Testing", icon: "ear" },
  // Quality
  { slug: "playwright", name: "Playwright", icon: "drama" },
  { slug: "cypress", name: "Cypress", icon: "test-tube" },
  { slug: "selenium", name: "Selenium", icon: null },
  { slug: "appium", name: "Appium", icon: "smartphone" },
  { slug: "unit-testing", name: "Unit Testing", icon: "test-tube-diagonal" },
  { slug: "api-testing", name: "API Testing", icon: "plug" },
  { slug: "manual-testing", name: "Manual Testing", icon: "clipboard-check" },
  { slug: "test-planning", name: "Test Planning", icon: "list-checks" },
  { slug: "k6", name: "k6", icon: "gauge" },
  { slug: "jmeter", name: "JMeter", icon: "gauge" },
  { slug: "profiling", name: "Profiling", icon: "timer" },
  { slug: "core-web-vitals", name: "Core Web Vitals", icon: "gauge" },
  // Product and delivery
  { slug: "scrum", name: "Scrum", icon: "refresh-cw" },
  { slug: "kanban", name: "Kanban", icon: "kanban" },
  { slug: "jira", name: "Jira", icon: "list-todo" },
  { slug: "roadmapping", name: "Product Roadmapping", icon: "route" },
  { slug: "product-discovery", name: "Product Discovery", icon: "compass" },
  { slug: "product-analytics", name: "Product Analytics", icon: "chart-line" },
  { slug: "okrs", name: "OKRs", icon: "target" },
  { slug: "stakeholder-management", name: "Stakeholder Management", icon: "handshake" },
  { slug: "requirements-analysis", name: "Requirements Analysis", icon: "clipboard-list" },
  { slug: "user-stories", name: "User Stories", icon: "notebook-pen" },
  { slug: "process-modeling", name: "Process Modeling (BPMN)", icon: "workflow" },
  { slug: "facilitation", name: "Facilitation", icon: "presentation" },
  { slug: "people-management", name: "People Management", icon: "users" },
  { slug: "budget-management", name: "Budget Management", icon: "badge-dollar-sign" },
  { slug: "risk-management", name: "Risk Management", icon: "triangle-alert" },
  // Content
  { slug: "technical-writing", name: "Technical Writing", icon: "pen-line" },
  { slug: "markdown", name: "Markdown", icon: "file-text" },
  { slug: "docs-as-code", name: "Docs as Code", icon: "file-code" },
  { slug: "openapi", name: "OpenAPI", icon: "file-json" },
  { slug: "information-architecture", name: "Information Architecture", icon: "folder-tree" },
  { slug: "ux-writing", name: "UX Writing", icon: "type" },
  { slug: "content-strategy", name: "Content Strategy", icon: "book-open" },
  { slug: "localization", name: "Localization", icon: "languages" },
  { slug: "copywriting", name: "Copywriting", icon: "pen-line" },
  // Marketing
  { slug: "technical-seo", name: "Technical SEO", icon: "search" },
  { slug: "keyword-research", name: "Keyword Research", icon: "search" },
  { slug: "google-analytics", name: "Google Analytics", icon: "chart-line" },
  { slug: "google-search-console", name: "Google Search Console", icon: "search-check" },
  { slug: "google-ads", name: "Google Ads", icon: "megaphone" },
  { slug: "meta-ads", name: "Meta Ads", icon: "megaphone" },
  { slug: "ab-testing", name: "A/B Testing", icon: "split" },
  { slug: "marketing-automation", name: "Marketing Automation", icon: "mail-check" },
  { slug: "hubspot", name: "HubSpot", icon: null },
  { slug: "email-marketing", name: "Email Marketing", icon: "mail" },
  // Specialized
  { slug: "solidity", name: "Solidity", icon: null },
  { slug: "smart-contracts", name: "Smart Contracts", icon: "file-check" },
  { slug: "web3", name: "Web3", icon: "link" },
  { slug: "rtos", name: "RTOS", icon: "timer" },
  { slug: "embedded-linux", name: "Embedded Linux", icon: "circuit-board" },
  { slug: "iot-protocols", name: "IoT Protocols", icon: "radio" },
  { slug: "unity", name: "Unity", icon: "gamepad-2" },
  { slug: "unreal-engine", name: "Unreal Engine", icon: "gamepad-2" },
  { slug: "salesforce", name: "Salesforce", icon: "cloud" },
  { slug: "apex", name: "Apex", icon: null },
  { slug: "lightning-web-components", name: "Lightning Web Components", icon: "zap" },
] as const satisfies readonly SkillSeed[];

export type SkillSlug = (typeof skillSeeds)[number]["slug"];

export interface PositionSeed {
  slug: string;
  name: string;
  category: CategorySlug;
  description: string;
  /** In display order; the first four show on a position card. */
  skills: readonly SkillSlug[];
  rates: RateRow;
}

// Slugs that are rate-table keys or the briefing's role ids must not change:
// the calculator and the briefing look positions up by them.
export const positionSeeds: readonly PositionSeed[] = [
  // Development
  {
    slug: "frontend",
    name: "Frontend Developer",
    category: "development",
    description:
      "Builds fast, accessible web interfaces your users touch every day. Turns designs into production-ready components and keeps them maintainable as the product grows.",
    skills: [
      "react",
      "typescript",
      "javascript",
      "nextjs",
      "vue",
      "angular",
      "html-css",
      "tailwind-css",
      "storybook",
    ],
    rates: [25, 35, 50, 65, 80, 70],
  },
  {
    slug: "backend",
    name: "Backend Developer",
    category: "development",
    description:
      "Designs and builds the APIs, services and data models behind your product. Focuses on reliability, security and performance under real traffic.",
    skills: [
      "nodejs",
      "typescript",
      "python",
      "postgresql",
      "mongodb",
      "rest-apis",
      "graphql",
      "redis",
      "microservices",
    ],
    rates: [30, 40, 55, 70, 85, 75],
  },
  {
    slug: "fullstack",
    name: "Full-Stack Developer",
    category: "development",
    description:
      "Delivers features end to end, from database schema to user interface. A strong fit for small teams and MVPs that need one person to own a feature completely.",
    skills: ["react", "typescript", "nodejs", "postgresql", "nextjs", "rest-apis", "docker"],
    rates: [28, 38, 52, 68, 82, 72],
  },
  {
    slug: "mobile",
    name: "Mobile Developer",
    category: "development",
    description:
      "Builds iOS and Android apps from a shared codebase, with native modules where they matter. Handles app-store releases, push notifications and offline behaviour.",
    skills: ["react-native", "flutter", "typescript", "swift", "kotlin", "firebase"],
    rates: [25, 35, 48, 62, 78, 68],
  },
  {
    slug: "tech-lead",
    name: "Tech Lead",
    category: "development",
    description:
      "Sets the technical direction for your team and keeps delivery on track. Reviews architecture and code, mentors developers and translates business goals into an engineering plan.",
    skills: [
      "typescript",
      "nodejs",
      "react",
      "microservices",
      "aws",
      "ci-cd",
      "people-management",
      "stakeholder-management",
    ],
    rates: [35, 48, 65, 80, 95, 85],
  },
  {
    slug: "ios-developer",
    name: "iOS Developer",
    category: "development",
    description:
      "Builds native iPhone and iPad apps that feel at home on Apple platforms. Takes care of performance, accessibility and App Store review from the first build.",
    skills: ["swift", "swiftui", "firebase", "rest-apis", "unit-testing", "git"],
    rates: [26, 36, 50, 64, 80, 70],
  },
  {
    slug: "android-developer",
    name: "Android Developer",
    category: "development",
    description:
      "Builds native Android apps that run smoothly across the wide range of devices your customers own. Ships through Google Play with solid crash monitoring and testing.",
    skills: ["kotlin", "jetpack-compose", "java", "firebase", "rest-apis", "unit-testing"],
    rates: [25, 35, 48, 62, 78, 68],
  },
  {
    slug: "python-developer",
    name: "Python Developer",
    category: "development",
    description:
      "Builds web backends, integrations and automation in Python. Equally at home in a Django monolith, a FastAPI service or the scripts that glue your systems together.",
    skills: ["python", "django", "fastapi", "postgresql", "rest-apis", "docker", "unit-testing"],
    rates: [27, 37, 52, 66, 82, 72],
  },
  {
    slug: "java-developer",
    name: "Java Developer",
    category: "development",
    description:
      "Builds and modernises enterprise services on the JVM. Experienced with Spring Boot, messaging and the integration work large organisations depend on.",
    skills: [
      "java",
      "spring-boot",
      "microservices",
      "postgresql",
      "kafka",
      "docker",
      "unit-testing",
    ],
    rates: [28, 38, 53, 68, 84, 74],
  },
  {
    slug: "dotnet-developer",
    name: ".NET Developer",
    category: "development",
    description:
      "Builds web applications and APIs on the Microsoft stack. Comfortable extending existing .NET systems and moving them to the cloud on Azure.",
    skills: ["csharp", "dotnet", "azure", "sql", "rest-apis", "unit-testing"],
    rates: [27, 37, 52, 67, 83, 73],
  },
  // Design
  {
    slug: "ux-designer",
    name: "UX Designer",
    category: "design",
    description:
      "Shapes how your product works by researching users, mapping their journeys and testing ideas early. Reduces costly rework by validating flows before they are built.",
    skills: [
      "figma",
      "user-research",
      "wireframing",
      "prototyping",
      "usability-testing",
      "information-architecture",
    ],
    rates: [20, 30, 42, 55, 70, 60],
  },
  {
    slug: "ui-designer",
    name: "UI Designer",
    category: "design",
    description:
      "Crafts polished, consistent interfaces and the visual language behind them. Delivers developer-ready designs and components that keep your brand coherent.",
    skills: ["figma", "visual-design", "design-systems", "prototyping", "accessibility-wcag"],
    rates: [18, 28, 40, 52, 65, 55],
  },
  {
    slug: "product-designer",
    name: "Product Designer",
    category: "design",
    description:
      "Owns design from problem framing to shipped interface, working closely with product and engineering. Balances user needs, business goals and technical constraints.",
    skills: [
      "figma",
      "user-research",
      "prototyping",
      "interaction-design",
      "design-systems",
      "product-discovery",
    ],
    rates: [22, 32, 45, 58, 72, 62],
  },
  {
    slug: "ux-researcher",
    name: "UX Researcher",
    category: "design",
    description:
      "Finds out what your users actually need through interviews, usability studies and data. Turns findings into clear recommendations your team can act on.",
    skills: [
      "user-research",
      "usability-testing",
      "product-analytics",
      "statistics",
      "facilitation",
    ],
    rates: [20, 30, 42, 55, 68, 58],
  },
  // Quality Assurance
  {
    slug: "qa-engineer",
    name: "QA Engineer",
    category: "quality-assurance",
    description:
      "Protects your releases by planning and running thorough tests before users see a change. Finds the bugs early and reports them so developers can fix them fast.",
    skills: ["manual-testing", "test-planning", "api-testing", "jira", "sql"],
    rates: [20, 28, 38, 50, 62, 52],
  },
  {
    slug: "qa-automation",
    name: "QA Automation Engineer",
    category: "quality-assurance",
    description:
      "Builds automated test suites that run on every change, so releases stay fast without breaking things. Integrates end-to-end, API and regression tests into your CI pipeline.",
    skills: ["playwright", "cypress", "selenium", "typescript", "api-testing", "ci-cd"],
    rates: [25, 32, 45, 58, 72, 62],
  },
  {
    slug: "performance-engineer",
    name: "Performance Engineer",
    category: "quality-assurance",
    description:
      "Finds out how your system behaves under load and removes the bottlenecks before your customers hit them. Sets performance budgets and keeps them enforced.",
    skills: ["k6", "jmeter", "profiling", "observability", "core-web-vitals", "query-optimization"],
    rates: [28, 38, 52, 68, 85, 75],
  },
  {
    slug: "mobile-qa-engineer",
    name: "Mobile QA Engineer",
    category: "quality-assurance",
    description:
      "Tests your iOS and Android apps across real devices, OS versions and network conditions. Automates the critical journeys so every store release ships with confidence.",
    skills: ["appium", "manual-testing", "test-planning", "api-testing", "jira"],
    rates: [20, 29, 40, 52, 64, 55],
  },
  // Data
  {
    slug: "data-engineer",
    name: "Data Engineer",
    category: "data",
    description:
      "Builds the pipelines and warehouses that deliver clean, trustworthy data to your analysts and products. Automates ingestion, transformation and quality checks at scale.",
    skills: [
      "python",
      "sql",
      "apache-spark",
      "apache-airflow",
      "dbt",
      "kafka",
      "snowflake",
      "etl-pipelines",
    ],
    rates: [28, 38, 52, 68, 85, 75],
  },
  {
    slug: "data-scientist",
    name: "Data Scientist",
    category: "data",
    description:
      "Turns your data into forecasts, experiments and models that inform decisions. Explains results in plain language so stakeholders can act on them.",
    skills: [
      "python",
      "statistics",
      "machine-learning",
      "pandas",
      "scikit-learn",
      "sql",
      "ab-testing",
    ],
    rates: [30, 42, 58, 75, 92, 82],
  },
  {
    slug: "data-analyst",
    name: "Data Analyst",
    category: "data",
    description:
      "Answers business questions with data and builds the dashboards your team checks every morning. Keeps metrics consistent and trusted across departments.",
    skills: ["sql", "excel", "power-bi", "tableau", "google-analytics", "statistics"],
    rates: [18, 26, 36, 48, 60, 52],
  },
  {
    slug: "analytics-engineer",
    name: "Analytics Engineer",
    category: "data",
    description:
      "Models raw data into tested, documented datasets that analysts can use on their own. Brings software engineering practice to your analytics stack.",
    skills: ["sql", "dbt", "snowflake", "bigquery", "data-modeling", "git"],
    rates: [25, 35, 48, 62, 78, 68],
  },
  {
    slug: "database-administrator",
    name: "Database Administrator",
    category: "data",
    description:
      "Keeps your databases fast, backed up and secure. Tunes queries, plans capacity and handles upgrades and migrations without downtime surprises.",
    skills: ["postgresql", "mysql", "query-optimization", "backup-recovery", "linux", "aws"],
    rates: [25, 35, 50, 64, 80, 70],
  },
  // AI
  {
    slug: "ai-engineer",
    name: "AI Engineer",
    category: "ai",
    description:
      "Builds production features on top of large language models, from retrieval-augmented assistants to automated workflows. Measures quality and cost so the AI holds up with real users.",
    skills: [
      "python",
      "llms",
      "rag",
      "langchain",
      "vector-databases",
      "prompt-engineering",
      "llm-evaluation",
      "typescript",
    ],
    rates: [35, 48, 65, 85, 105, 95],
  },
  {
    slug: "machine-learning-engineer",
    name: "Machine Learning Engineer",
    category: "ai",
    description:
      "Trains, evaluates and ships machine learning models that solve a concrete business problem. Bridges the gap between a promising notebook and a reliable production service.",
    skills: [
      "python",
      "machine-learning",
      "pytorch",
      "tensorflow",
      "scikit-learn",
      "hugging-face",
      "fine-tuning",
      "model-deployment",
      "docker",
    ],
    rates: [33, 46, 62, 80, 100, 90],
  },
  {
    slug: "mlops-engineer",
    name: "MLOps Engineer",
    category: "ai",
    description:
      "Builds the infrastructure that trains, deploys and monitors your models automatically. Makes model releases as routine and reversible as code releases.",
    skills: [
      "mlflow",
      "kubernetes",
      "docker",
      "model-deployment",
      "python",
      "ci-cd",
      "observability",
    ],
    rates: [32, 44, 60, 78, 95, 85],
  },
  {
    slug: "computer-vision-engineer",
    name: "Computer Vision Engineer",
    category: "ai",
    description:
      "Builds systems that understand images and video, from document capture to quality inspection. Optimises models to run fast on servers or at the edge.",
    skills: ["computer-vision", "opencv", "pytorch", "python", "cuda", "model-deployment"],
    rates: [34, 46, 63, 80, 100, 90],
  },
  // Infrastructure
  {
    slug: "devops",
    name: "DevOps Engineer",
    category: "infrastructure",
    description:
      "Automates how your software is built, tested and deployed, so your team ships several times a day safely. Manages infrastructure as code and keeps environments reproducible.",
    skills: [
      "aws",
      "docker",
      "kubernetes",
      "terraform",
      "ci-cd",
      "github-actions",
      "linux",
      "observability",
    ],
    rates: [30, 42, 58, 75, 90, 80],
  },
  {
    slug: "cloud-architect",
    name: "Cloud Architect",
    category: "infrastructure",
    description:
      "Designs cloud platforms that scale with your business and stay within budget. Guides migrations and sets the security and reliability standards your teams build on.",
    skills: [
      "aws",
      "azure",
      "google-cloud",
      "terraform",
      "kubernetes",
      "networking",
      "cloud-cost-optimization",
      "identity-access-management",
    ],
    rates: [35, 48, 65, 82, 100, 88],
  },
  {
    slug: "security-engineer",
    name: "Security Engineer",
    category: "infrastructure",
    description:
      "Finds and fixes vulnerabilities before attackers do and builds security into your delivery pipeline. Helps you pass audits such as SOC 2 without slowing the team down.",
    skills: [
      "application-security",
      "owasp",
      "penetration-testing",
      "threat-modeling",
      "identity-access-management",
      "compliance",
      "siem",
      "aws",
    ],
    rates: [32, 45, 62, 78, 95, 85],
  },
  {
    slug: "site-reliability-engineer",
    name: "Site Reliability Engineer",
    category: "infrastructure",
    description:
      "Keeps your services available and fast by defining service levels, automating operations and leading incident response. Turns outages into lasting fixes.",
    skills: ["kubernetes", "observability", "incident-response", "linux", "terraform", "go", "aws"],
    rates: [32, 44, 60, 77, 92, 82],
  },
  {
    slug: "platform-engineer",
    name: "Platform Engineer",
    category: "infrastructure",
    description:
      "Builds the internal platform your developers deploy on: templates, pipelines and self-service environments. Cuts the time from idea to production for every team.",
    skills: ["kubernetes", "helm", "terraform", "ci-cd", "docker", "go", "observability"],
    rates: [31, 43, 59, 76, 92, 82],
  },
  // Product & Management
  {
    slug: "product-manager",
    name: "Product Manager",
    category: "product-management",
    description:
      "Decides what to build next and why, based on customer evidence and business goals. Aligns stakeholders around a roadmap and measures whether releases deliver results.",
    skills: [
      "roadmapping",
      "product-discovery",
      "product-analytics",
      "okrs",
      "stakeholder-management",
      "user-stories",
    ],
    rates: [25, 35, 50, 65, 80, 70],
  },
  {
    slug: "product-owner",
    name: "Product Owner",
    category: "product-management",
    description:
      "Keeps your development team's backlog clear, prioritised and ready to build. Represents the business in every sprint and accepts the work when it meets the goal.",
    skills: ["scrum", "user-stories", "jira", "requirements-analysis", "stakeholder-management"],
    rates: [22, 32, 45, 58, 72, 62],
  },
  {
    slug: "scrum-master",
    name: "Scrum Master",
    category: "product-management",
    description:
      "Helps your team deliver predictably by running effective ceremonies and removing blockers. Coaches the team and stakeholders on agile practices that fit your organisation.",
    skills: ["scrum", "kanban", "jira", "facilitation", "risk-management"],
    rates: [20, 30, 42, 55, 68, 58],
  },
  {
    slug: "business-analyst",
    name: "Business Analyst",
    category: "product-management",
    description:
      "Translates business needs into clear, testable requirements developers can build from. Maps processes and data flows so nothing important falls through the cracks.",
    skills: [
      "requirements-analysis",
      "process-modeling",
      "user-stories",
      "sql",
      "stakeholder-management",
      "jira",
    ],
    rates: [18, 28, 38, 50, 62, 52],
  },
  {
    slug: "project-manager",
    name: "Project Manager",
    category: "product-management",
    description:
      "Plans and runs your software projects so they land on time and on budget. Keeps scope, risks and communication under control across every party involved.",
    skills: [
      "risk-management",
      "budget-management",
      "stakeholder-management",
      "jira",
      "scrum",
      "kanban",
    ],
    rates: [20, 30, 42, 55, 68, 58],
  },
  {
    slug: "engineering-manager",
    name: "Engineering Manager",
    category: "product-management",
    description:
      "Leads and grows your engineering team: hiring, one-on-ones, career development and delivery. Creates the conditions for developers to do their best work.",
    skills: [
      "people-management",
      "stakeholder-management",
      "scrum",
      "okrs",
      "budget-management",
      "risk-management",
    ],
    rates: [34, 46, 62, 78, 92, 84],
  },
  // Content & Documentation
  {
    slug: "technical-writer",
    name: "Technical Writer",
    category: "content-documentation",
    description:
      "Writes the guides, API references and help articles that let customers and developers succeed on their own. Reduces support load and speeds up onboarding.",
    skills: [
      "technical-writing",
      "markdown",
      "docs-as-code",
      "openapi",
      "information-architecture",
    ],
    rates: [15, 22, 32, 42, 52, 45],
  },
  {
    slug: "ux-writer",
    name: "UX Writer",
    category: "content-documentation",
    description:
      "Writes the words inside your product: buttons, error messages, onboarding and emails. Makes the interface clearer and more consistent with your brand voice.",
    skills: ["ux-writing", "content-strategy", "figma", "usability-testing", "localization"],
    rates: [16, 24, 34, 44, 55, 48],
  },
  {
    slug: "documentation-engineer",
    name: "Documentation Engineer",
    category: "content-documentation",
    description:
      "Builds and maintains documentation sites that are generated from code and kept in sync with every release. Ideal for developer platforms and public APIs.",
    skills: [
      "docs-as-code",
      "openapi",
      "markdown",
      "git",
      "ci-cd",
      "technical-writing",
      "javascript",
    ],
    rates: [18, 26, 36, 46, 58, 50],
  },
  {
    slug: "content-strategist",
    name: "Content Strategist",
    category: "content-documentation",
    description:
      "Plans what content your product and website need, who owns it and how it is kept current. Aligns content with user needs, search demand and business goals.",
    skills: [
      "content-strategy",
      "information-architecture",
      "keyword-research",
      "copywriting",
      "google-analytics",
    ],
    rates: [16, 24, 34, 45, 56, 48],
  },
  // Marketing & Growth
  {
    slug: "seo-specialist",
    name: "SEO Specialist",
    category: "marketing-growth",
    description:
      "Grows your organic traffic by fixing technical SEO issues and targeting the searches your buyers make. Reports progress in rankings, traffic and leads.",
    skills: [
      "technical-seo",
      "keyword-research",
      "google-search-console",
      "google-analytics",
      "core-web-vitals",
      "content-strategy",
    ],
    rates: [12, 18, 28, 38, 48, 40],
  },
  {
    slug: "growth-marketer",
    name: "Growth Marketer",
    category: "marketing-growth",
    description:
      "Runs rapid experiments across acquisition, activation and retention to find what grows your business. Doubles down on the channels that prove their return.",
    skills: [
      "ab-testing",
      "product-analytics",
      "google-analytics",
      "marketing-automation",
      "google-ads",
      "copywriting",
    ],
    rates: [18, 26, 38, 50, 62, 54],
  },
  {
    slug: "paid-media-specialist",
    name: "Paid Media Specialist",
    category: "marketing-growth",
    description:
      "Plans and optimises your paid campaigns on search and social so every dollar is accountable. Sets up tracking that ties spend to pipeline and revenue.",
    skills: ["google-ads", "meta-ads", "google-analytics", "ab-testing", "copywriting"],
    rates: [15, 22, 32, 42, 54, 46],
  },
  {
    slug: "marketing-automation-specialist",
    name: "Marketing Automation Specialist",
    category: "marketing-growth",
    description:
      "Builds the email journeys, lead scoring and CRM workflows that nurture prospects automatically. Keeps marketing and sales working from the same data.",
    skills: ["marketing-automation", "hubspot", "email-marketing", "salesforce", "ab-testing"],
    rates: [16, 24, 34, 45, 56, 48],
  },
  // Specialized
  {
    slug: "blockchain-developer",
    name: "Blockchain Developer",
    category: "specialized",
    description:
      "Builds and audits smart contracts and the applications around them. Puts security and gas efficiency first, because deployed contracts are hard to change.",
    skills: ["solidity", "smart-contracts", "web3", "typescript", "application-security"],
    rates: [35, 48, 65, 82, 100, 90],
  },
  {
    slug: "embedded-systems-engineer",
    name: "Embedded Systems Engineer",
    category: "specialized",
    description:
      "Writes the firmware that runs on your devices, from microcontrollers to embedded Linux. Works close to the hardware to meet tight power, memory and timing limits.",
    skills: ["c-cpp", "rtos", "embedded-linux", "iot-protocols", "linux"],
    rates: [30, 42, 56, 72, 88, 78],
  },
  {
    slug: "game-developer",
    name: "Game Developer",
    category: "specialized",
    description:
      "Builds games and interactive 3D experiences for mobile, desktop and console. Handles gameplay, performance and the tooling your designers rely on.",
    skills: ["unity", "unreal-engine", "csharp", "c-cpp", "profiling"],
    rates: [25, 35, 48, 62, 78, 68],
  },
  {
    slug: "salesforce-developer",
    name: "Salesforce Developer",
    category: "specialized",
    description:
      "Customises Salesforce to fit how your sales and service teams really work. Builds integrations, automations and components on the platform the right way.",
    skills: ["salesforce", "apex", "lightning-web-components", "javascript", "rest-apis"],
    rates: [28, 40, 55, 70, 86, 76],
  },
  {
    slug: "accessibility-specialist",
    name: "Accessibility Specialist",
    category: "specialized",
    description:
      "Audits your product against WCAG and helps your team fix what blocks people with disabilities. Reduces legal risk and opens your product to more customers.",
    skills: [
      "accessibility-wcag",
      "screen-readers",
      "html-css",
      "usability-testing",
      "design-systems",
    ],
    rates: [22, 32, 45, 58, 72, 62],
  },
];
