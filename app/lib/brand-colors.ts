// The mark's colours, here rather than in the component that draws it: the PDFs (app/lib/pdf)
// and the web manifest use them too, and app/lib imports nothing from app/components.
export const BRAND_BLUE = "#1d34d7";
export const BRAND_GOLD = "#fbbf24";
