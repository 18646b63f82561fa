// Prints, as JSON, every field an editor fills in the studio schema and whether it carries a
// description (the help text under its title), and the fields a document with tabs (field
// groups) leaves out of every tab. Run inside the studio by `sanity exec`, so the schema
// loads as the studio loads it; scripts/studio-field-help.test.ts checks both lists.
import { schemaTypes } from "../schemaTypes";

type Field = {
  name: string;
  title?: string;
  type: string;
  description?: unknown;
  group?: unknown;
  groups?: { name: string }[];
  hidden?: unknown;
  fields?: Field[];
  of?: Field[];
};

const found: { path: string; described: boolean }[] = [];
const ungrouped: string[] = [];

function walk(prefix: string, fields: readonly Field[] | undefined) {
  for (const field of fields ?? []) {
    // Hidden fields are the site's bookkeeping, never shown to an editor.
    if (field.hidden === true) continue;
    const path = `${prefix}.${field.name}`;
    found.push({ path, described: Boolean(field.description) });
    walk(path, field.fields);
    for (const member of field.of ?? [])
      walk(`${path}[${member.name ?? member.type}]`, member.fields);
  }
}

for (const type of schemaTypes as unknown as Field[]) {
  walk(type.name, type.fields);
  if (type.groups?.length) {
    for (const field of type.fields ?? []) {
      if (field.hidden !== true && !field.group) ungrouped.push(`${type.name}.${field.name}`);
    }
  }
  for (const member of type.of ?? [])
    walk(`${type.name}[${member.name ?? member.type}]`, member.fields);
}
console.log(JSON.stringify({ fields: found, ungrouped }));
