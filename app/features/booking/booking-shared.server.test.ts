import { describe, expect, it } from "vitest";

import { meetingRoomFor } from "./booking-shared.server";

const ROOM = /^https:\/\/meet\.jit\.si\/NearGenius-[0-9a-f]{32}$/;

describe("meetingRoomFor", () => {
  it("uses the expert's own room when the CMS names one", () => {
    expect(meetingRoomFor({ meetingUrl: "https://zoom.us/j/123456789" })).toBe(
      "https://zoom.us/j/123456789",
    );
  });

  it("makes a Jitsi Meet room named by 16 random bytes in hex otherwise", () => {
    const fixed = (size: number) => Uint8Array.from({ length: size }, (_, index) => index * 17);
    expect(meetingRoomFor({}, fixed)).toBe(
      "https://meet.jit.si/NearGenius-00112233445566778899aabbccddeeff",
    );
    expect(meetingRoomFor({ meetingUrl: "" })).toMatch(ROOM);
  });

  it("never gives two calls the same room", () => {
    const rooms = Array.from({ length: 1000 }, () => meetingRoomFor({}));
    for (const room of rooms) expect(room).toMatch(ROOM);
    expect(new Set(rooms).size).toBe(rooms.length);
  });
});
