// A stored file a visitor sent (a briefing document, a mail's attachment) handed to staff:
// always a download, never rendered inline, so an uploaded HTML or SVG cannot run in the
// staff area; the name as sent, in both header forms, with what a header cannot hold replaced.

export function fileDownloadResponse(file: {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}): Response {
  const name = file.fileName.replace(/["\\\r\n]/g, "_");
  return new Response(Buffer.from(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "Content-Length": String(file.bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
