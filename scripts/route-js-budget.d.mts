// Types for route-js-budget.mjs, so the TypeScript tests and benchmarks can use it.
export interface ManifestRoute {
  id?: string;
  parentId?: string;
  module?: string;
  imports?: string[];
  hasDefaultExport?: boolean;
}
export interface ClientManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}
export interface BudgetLine {
  kb: number;
  budgetKb: number;
  over: boolean;
}
export const FRAMEWORK_BUDGET_KB: number;
export const DEFAULT_PAGE_BUDGET_KB: number;
export const PAGE_BUDGETS_KB: Record<string, number>;
export function parseClientManifest(source: string): ClientManifest;
export function measureRouteBudgets(
  manifest: ClientManifest,
  gzipSize: (file: string) => number,
  budgets?: Record<string, number>,
): { framework: BudgetLine; pages: (BudgetLine & { id: string })[] };
