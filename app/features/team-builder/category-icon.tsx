import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";

// The categories' icons. Positions show their role skill's icon through this component too,
// and the catalogue names about a hundred Lucide icons for skills; the sprite carries only
// these, and any other name is drawn as the Development icon.
const CATEGORY_ICONS: ReadonlySet<string> = new Set<IconName>([
  "code",
  "palette",
  "bug",
  "database",
  "brain-circuit",
  "brain",
  "server",
  "clipboard-list",
  "file-text",
  "megaphone",
  "sparkles",
]);

/** A category's icon; the Development icon ("code") when the name is unknown. */
export function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  const name = CATEGORY_ICONS.has(icon) ? (icon as IconName) : "code";
  return <Icon name={name} className={className ?? "size-3.5"} />;
}
