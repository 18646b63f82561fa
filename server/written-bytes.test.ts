import { describe, expect, it } from "vitest";

import { writtenBytes } from "./written-bytes";

describe("writtenBytes", () => {
  it("encodes a string in the encoding named, UTF-8 otherwise", () => {
    expect(writtenBytes("6869", "hex")?.toString()).toBe("hi");
    expect(writtenBytes("Sáo Paulo", undefined)?.length).toBe(10);
  });

  it("views a byte array without copying it", () => {
    const bytes = new Uint8Array([1, 2, 3, 4]).subarray(1, 3);
    const written = writtenBytes(bytes, undefined)!;
    expect([...written]).toEqual([2, 3]);
    bytes[0] = 9;
    expect(written[0]).toBe(9);
  });

  it("answers nothing for what is not a chunk", () => {
    expect(writtenBytes(undefined, undefined)).toBeUndefined();
    expect(writtenBytes(null, undefined)).toBeUndefined();
    expect(writtenBytes(() => {}, undefined)).toBeUndefined();
  });
});
