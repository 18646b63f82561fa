import { TrustGrid } from "../sections/trust-grid";
import type { BlockOf } from "./page-block";

/**
 * Certifications with their proof. Not a landmark of its own: the page's headings name it (a
 * second region called "Certifications" beside a section of that name confused landmark
 * navigation). Leading a page, four certificates read better as two rows of two than as three
 * and one; closing the text, they keep its three columns.
 */
export function CertificationsBlock({
  block,
  standalone,
}: {
  block: BlockOf<"certificationsBlock">;
  standalone: boolean;
}) {
  const items = block.items;
  if (items.length === 0) return null;
  const grid = (
    <div>
      <TrustGrid
        items={items}
        labels={block.labels}
        columns={standalone && items.length % 3 === 1 ? 2 : 3}
      />
    </div>
  );
  return standalone ? <div className="container-page pt-16">{grid}</div> : grid;
}
