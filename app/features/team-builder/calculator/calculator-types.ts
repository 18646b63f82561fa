import type { CalculatorLoaderData } from "./calculator.server";

// Kept apart from the page so the files it is composed of share these without importing it.

/** Each seniority's experience band, shown beside it in the team table's picker. */
export type SeniorityBands = CalculatorLoaderData["content"]["seniorityBands"];

/** What the comparison with a U.S. hire assumes, as the page's content states it. */
export type UsComparisonContent = CalculatorLoaderData["content"]["usComparison"];
