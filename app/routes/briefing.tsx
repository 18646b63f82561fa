import { data } from "react-router";

// Placeholder while the briefing lands; replaced in the same change set.
export function loader() {
  throw data("Not Found", { status: 404 });
}

export default function Placeholder() {
  return null;
}
