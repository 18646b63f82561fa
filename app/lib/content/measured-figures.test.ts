import { describe, expect, it } from "vitest";

import { type MeasuredFigures, withMeasuredFigures } from "./measured-figures";

const figures: MeasuredFigures = new Map([["briefing-to-interview", "31 hours"]]);

describe("measured figures in content answers", () => {
  it("replaces the figure of every claim that names the measure, however deep", () => {
    const answer = {
      stats: [
        {
          _id: "claim.match-time",
          value: "48 hours",
          label: "median wait",
          measure: "briefing-to-interview",
        },
        { _id: "claim.rating", value: "4.9/5", label: "rating", measure: null },
      ],
      body: [
        {
          children: [
            { _type: "span", text: "Interviews in " },
            {
              _type: "claimRef",
              claim: { value: "48 hours", label: "x", measure: "briefing-to-interview" },
            },
          ],
        },
      ],
    };
    const shown = withMeasuredFigures(answer, figures);
    expect(shown.stats.map((claim) => claim.value)).toEqual(["31 hours", "4.9/5"]);
    expect(shown.body[0]!.children[1]!.claim!.value).toBe("31 hours");
    // The cached answer itself is left as it was, for the next request.
    expect(answer.stats[0]!.value).toBe("48 hours");
  });

  it("keeps the typed figure for a measure without a figure, or one it does not know", () => {
    const answer = [
      { value: "48 hours", measure: "briefing-to-interview" },
      { value: "5 days", measure: "something-else" },
    ];
    expect(withMeasuredFigures(answer, new Map())).toBe(answer);
    expect(withMeasuredFigures(answer, figures).map((claim) => claim.value)).toEqual([
      "31 hours",
      "5 days",
    ]);
  });
  it("gives the same copy for the same answer and figures, and a new one for new figures", () => {
    const answer = { stats: [{ value: "48 hours", measure: "briefing-to-interview" }] };
    const first = withMeasuredFigures(answer, figures);
    expect(withMeasuredFigures(answer, figures)).toBe(first);
    const later: MeasuredFigures = new Map([["briefing-to-interview", "29 hours"]]);
    const again = withMeasuredFigures(answer, later);
    expect(again).not.toBe(first);
    expect(again.stats[0]!.value).toBe("29 hours");
    expect(first.stats[0]!.value).toBe("31 hours");
    expect(answer.stats[0]!.value).toBe("48 hours");
  });
});
