import { StatsBand } from "../sections/stats-band";
import type { BlockOf } from "./page-block";

/**
 * A band of claims. Right under the hero it overlaps the hero's lower edge, as the first
 * thing a reader's eye meets; elsewhere it sits in the page's flow.
 */
export function FiguresBlock({
  block,
  underHero,
}: {
  block: BlockOf<"figuresBlock">;
  underHero: boolean;
}) {
  if (block.claims.length === 0) return null;
  return (
    <div className={underHero ? "container-page -mt-8 relative" : "container-page pt-16"}>
      <StatsBand stats={block.claims} label={block.label?.trim() || "Key figures"} />
    </div>
  );
}
