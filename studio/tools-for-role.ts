// Which studio tools a signed-in person sees. Marketers edit content; the GROQ console
// (Sanity's Vision tool) queries every document raw and is for developers, so only Sanity's
// administrator and developer roles get it. No imports: the root unit tests load this file.

const DEVELOPER_ROLES = new Set(["administrator", "developer"]);

type Tool = { name: string };
type User = { roles: { name: string }[] } | null | undefined;

export function toolsForUser<T extends Tool>(tools: T[], user: User): T[] {
  const developer = user?.roles.some((role) => DEVELOPER_ROLES.has(role.name)) ?? false;
  return developer ? tools : tools.filter((tool) => tool.name !== "vision");
}
