// Where a preview page loads Sanity's click-to-edit overlays from (decision 104): the
// self-contained build of @sanity/visual-editing, served by this site to preview sessions.
export const VISUAL_EDITING_BASE = "/preview/visual-editing";
export const VISUAL_EDITING_ENTRY = `${VISUAL_EDITING_BASE}/start.js`;
