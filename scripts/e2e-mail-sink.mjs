// A real SMTP server for the end-to-end suite: the app under test sends its mail here,
// and tests read what arrived from a JSON-lines file to follow links as a person would.
// Usage: node scripts/e2e-mail-sink.mjs <port> <file>
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { SMTPServer } from "smtp-server";

const [port, file] = process.argv.slice(2);
if (!port || !file) {
  console.error("usage: e2e-mail-sink.mjs <port> <file>");
  process.exit(2);
}
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, "");

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const record = {
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      };
      appendFileSync(file, JSON.stringify(record) + "\n");
      callback();
    });
  },
});
server.listen(Number(port), "127.0.0.1", () => {
  console.log(`[mail-sink] listening on 127.0.0.1:${port}, writing ${file}`);
});
for (const signal of ["SIGTERM", "SIGINT"])
  process.once(signal, () => server.close(() => process.exit(0)));
