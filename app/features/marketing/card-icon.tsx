import {
  Award,
  Bot,
  Building2,
  Clock,
  Code,
  Compass,
  EyeOff,
  Gauge,
  Globe,
  Handshake,
  Landmark,
  Layers,
  Lock,
  PiggyBank,
  Rocket,
  ScanSearch,
  ShieldCheck,
  Sparkles,
  Trophy,
  UserX,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { isCardIconName, type CardIconName } from "./card-icons";

const ICONS: Record<CardIconName, LucideIcon> = {
  award: Award,
  bot: Bot,
  building: Building2,
  clock: Clock,
  code: Code,
  compass: Compass,
  "eye-off": EyeOff,
  gauge: Gauge,
  globe: Globe,
  handshake: Handshake,
  landmark: Landmark,
  layers: Layers,
  lock: Lock,
  "piggy-bank": PiggyBank,
  rocket: Rocket,
  "scan-search": ScanSearch,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  trophy: Trophy,
  "user-x": UserX,
  users: Users,
  zap: Zap,
};

/**
 * The icon a card carries in the studio; a card without one (or with a name this build does
 * not know) gets `fallback`, the same for every card of its grid, never a neighbour's icon.
 */
export function CardIcon({
  name,
  fallback = "sparkles",
  className = "size-5",
}: {
  name: string | null | undefined;
  fallback?: CardIconName;
  className?: string;
}) {
  const key = isCardIconName(name) ? name : fallback;
  const Icon = ICONS[key];
  return <Icon aria-hidden="true" className={className} data-icon={key} />;
}
