/**
 * The bytes a `res.write` or `res.end` call was handed: a string in its encoding (UTF-8 when
 * none is named) or a byte array, viewed rather than copied; undefined for anything else (no
 * chunk, a callback in the chunk's place).
 */
export function writtenBytes(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (typeof chunk === "string") {
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  }
  if (chunk instanceof Uint8Array) {
    return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
  return undefined;
}
