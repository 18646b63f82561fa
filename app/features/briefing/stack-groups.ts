import type { StackGroup } from "./briefing-options";

// The role-details step offers the catalog's skills as tech stack tags, grouped the way a
// buyer thinks of a stack. Only technologies belong here: practices (user research, Scrum,
// test planning) are not tags of a stack, and skills that fit no group are left out rather
// than forced into one. Keys are catalog skill slugs (app/lib/db/seed/catalog-data.ts); a
// test checks that each one exists there.

export const STACK_GROUP_OF: Record<string, StackGroup> = {
  // Frontend
  javascript: "frontend",
  typescript: "frontend",
  react: "frontend",
  nextjs: "frontend",
  vue: "frontend",
  angular: "frontend",
  "html-css": "frontend",
  "tailwind-css": "frontend",
  storybook: "frontend",

  // Backend
  nodejs: "backend",
  python: "backend",
  django: "backend",
  fastapi: "backend",
  java: "backend",
  "spring-boot": "backend",
  csharp: "backend",
  dotnet: "backend",
  go: "backend",
  "c-cpp": "backend",
  graphql: "backend",
  "rest-apis": "backend",
  microservices: "backend",
  kafka: "backend",
  openapi: "backend",

  // Mobile
  swift: "mobile",
  swiftui: "mobile",
  kotlin: "mobile",
  "jetpack-compose": "mobile",
  "react-native": "mobile",
  flutter: "mobile",
  firebase: "mobile",

  // Databases and data stores
  sql: "database",
  postgresql: "database",
  mysql: "database",
  mongodb: "database",
  redis: "database",
  "vector-databases": "database",
  snowflake: "database",
  bigquery: "database",
  "apache-spark": "database",
  dbt: "database",
  "etl-pipelines": "database",

  // Cloud and infrastructure
  aws: "cloud",
  azure: "cloud",
  "google-cloud": "cloud",
  docker: "cloud",
  kubernetes: "cloud",
  helm: "cloud",
  terraform: "cloud",
  observability: "cloud",

  // Tools
  git: "tools",
  "ci-cd": "tools",
  "github-actions": "tools",
  linux: "tools",
  "apache-airflow": "tools",
  jira: "tools",
  figma: "tools",
  playwright: "tools",
  cypress: "tools",
  selenium: "tools",
  appium: "tools",
  k6: "tools",
  jmeter: "tools",
  "power-bi": "tools",
  tableau: "tools",
  mlflow: "tools",
};
