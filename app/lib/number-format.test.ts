import { describe, expect, it } from "vitest";

import { groupDigits, usdWhole, usdWithCents } from "./number-format";

const intlGrouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const intlWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const intlCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

// Integers across every digit count, both signs, and the halves where rounding differs.
const integers = [
  0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  1001,
  9999,
  10000,
  123456,
  999999,
  1000000,
  1234567,
  98765432,
  1000000000,
  2 ** 40 + 17,
];
// Negative zero is left out: Intl writes "-$0", which no price should say, and these write "$0".
const negatives = integers.filter((n) => n !== 0).map((n) => -n);
const samples = [...integers, ...negatives, 0.5, 1.5, 2.5, -0.5, -2.5, 1234.5, 0.4];

describe("number formatting without Intl", () => {
  it.each(samples)("groups %d as Intl's en-US does", (value) => {
    expect(groupDigits(value)).toBe(intlGrouped.format(value));
  });

  it.each(samples)("writes %d whole dollars as Intl's en-US USD does", (value) => {
    expect(usdWhole(value)).toBe(intlWhole.format(value));
  });

  it("never writes a negative zero", () => {
    expect(usdWhole(-0)).toBe("$0");
    expect(usdWhole(-0.4)).toBe("$0");
    expect(usdWithCents(-0.4)).toBe("$0.00");
  });

  it.each([...integers, ...negatives, 5, 50, 105, 123456789, -7, -1999])(
    "writes %d cents as Intl's en-US USD with cents does",
    (cents) => {
      expect(usdWithCents(cents)).toBe(intlCents.format(cents / 100));
    },
  );

  it("matches Intl on many pseudo-random amounts", () => {
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 2000; i++) {
      const cents = (next() % 2 ** 30) - 2 ** 29;
      expect(usdWithCents(cents)).toBe(intlCents.format(cents / 100));
      expect(usdWhole(Math.trunc(cents / 100))).toBe(intlWhole.format(Math.trunc(cents / 100)));
    }
  });
});
