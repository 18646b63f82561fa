import { AsyncLocalStorage } from "node:async_hooks";

// Set for the whole of one request whose visitor holds a valid preview token, so that every
// content query made while serving it (the page's, the header's, the footer's) reads drafts,
// without each loader having to be told.
const scope = new AsyncLocalStorage<true>();

/** Runs `work` (a request's loaders and render) reading drafts instead of published content. */
export function runInPreview<T>(work: () => T): T {
  return scope.run(true, work);
}

/** Whether the request being served is an editor's preview. */
export function inPreview(): boolean {
  return scope.getStore() === true;
}
