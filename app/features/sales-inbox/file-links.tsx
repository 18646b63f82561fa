// The files that came with a message, each a download link with its name and size.

export function FileLinks({ files }: { files: readonly { href: string; label: string }[] }) {
  return (
    <ul className="grid gap-1 text-sm">
      {files.map((file) => (
        <li key={file.href}>
          <a href={file.href} className="link">
            {file.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
