import { describe, expect, it } from "vitest";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of African and Middle Eastern start-ups' own posts (docs/pipeline.md "Reading statements"): a licence
 * applied for, told in Arabic, is not yet a licence.
 */

describe("a central bank's licence told in Arabic", () => {
  it("applied for is pending, not granted; obtained is a corporate event", () => {
    const c = ctx("Dirhamly");
    const applied =
      "تقدمنا في مارس 2026 بطلب للحصول على ترخيص مرافق القيم المخزنة من مصرف الإمارات العربية المتحدة المركزي، " +
      "ولا يزال الطلب قيد المراجعة.";
    expect(counted(applied, c)).toEqual([]);
    const obtained = "حصلنا على ترخيص مرافق القيم المخزنة من مصرف الإمارات العربية المتحدة المركزي.";
    expect(counted(obtained, c)).toContain("corporate_event");
  });
});
