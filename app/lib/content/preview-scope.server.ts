import { AsyncLocalStorage } from "node:async_hooks";

// Set for the whole of one request whose visitor holds a valid preview token, so that every
// content query made while serving it (the page's, the header's, the footer's) reads drafts,
// without each loader having to be told.
const scope = new AsyncLocalStorage<{ asOf?: Date }>();

export interface PreviewOptions {
  /**
   * Show the site as it will be at this time (decision 100): the documents inside their
   * publish window then, rather than now. Unset: now.
   */
  asOf?: Date;
}

/** Runs `work` (a request's loaders and render) reading drafts instead of published content. */
export function runInPreview<T>(work: () => T, options: PreviewOptions = {}): T {
  return scope.run({ asOf: options.asOf }, work);
}

/** Whether the request being served is an editor's preview. */
export function inPreview(): boolean {
  return scope.getStore() !== undefined;
}

/** The time the preview being served shows the site as of, when it asked for one. */
export function previewAsOf(): Date | undefined {
  return scope.getStore()?.asOf;
}
