import { describe, expect, it } from "vitest";

import { addToast, TOAST_LIMIT, type ToastItem } from "./toaster";

describe("addToast", () => {
  it("shows at most three, the oldest leaving first", () => {
    let list: ToastItem[] = [];
    for (let id = 1; id <= 5; id++) list = addToast(list, { title: `t${id}` }, id);
    expect(TOAST_LIMIT).toBe(3);
    expect(list.map((item) => item.title)).toEqual(["t3", "t4", "t5"]);
  });

  it("replaces a toast of the same group instead of stacking it", () => {
    let list = addToast([], { title: "Other" }, 1);
    list = addToast(list, { title: "Error", description: "first", group: "contact" }, 2);
    list = addToast(list, { title: "Error", description: "second", group: "contact" }, 3);
    expect(list.map((item) => item.description ?? item.title)).toEqual(["Other", "second"]);
  });
});
