import {
  Brain,
  BrainCircuit,
  Bug,
  ClipboardList,
  Code,
  Database,
  FileText,
  Megaphone,
  Palette,
  Server,
  Sparkles,
  type LucideIcon,
} from "lucide-react";

// The seeded categories' icons, imported one by one so the bundle carries only these.
const ICONS: Record<string, LucideIcon> = {
  code: Code,
  palette: Palette,
  bug: Bug,
  database: Database,
  "brain-circuit": BrainCircuit,
  brain: Brain,
  server: Server,
  "clipboard-list": ClipboardList,
  "file-text": FileText,
  megaphone: Megaphone,
  sparkles: Sparkles,
};

/** A category's icon; the Development icon when the name is unknown (spec section 3). */
export function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[icon] ?? Code;
  return <Icon aria-hidden="true" className={className ?? "size-3.5"} />;
}
