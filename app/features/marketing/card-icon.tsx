import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";

import { type CardIconName, isCardIconName } from "./card-icons";

const ICONS: Record<CardIconName, IconName> = {
  award: "award",
  bot: "bot",
  building: "building-complex",
  clock: "clock",
  code: "code",
  compass: "compass",
  "eye-off": "eye-off",
  gauge: "gauge",
  globe: "globe",
  handshake: "handshake",
  landmark: "landmark",
  layers: "layers",
  lock: "lock",
  "piggy-bank": "piggy-bank",
  rocket: "rocket",
  "scan-search": "scan-search",
  "shield-check": "shield-check",
  sparkles: "sparkles",
  trophy: "trophy",
  "user-x": "user-x",
  users: "users",
  zap: "zap",
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
  return <Icon name={ICONS[key]} className={className} data-icon={key} />;
}
