import { describe, expect, it } from "vitest";
import { discoverPages } from "../../src/pipeline/collect/extract/discover";
import { slugOf, titleKey } from "../../src/pipeline/collect/extract/items";
import { placeOf, placesIn } from "../../src/pipeline/collect/extract/places";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { newPostsOf } from "../../src/pipeline/compare/index";
import { type ReadingContext, readText } from "../../src/pipeline/read/index";
import { foldText, words } from "../../src/text";

/*
 * Sites and press in Arabic, Vietnamese and Thai (docs/pipeline.md "Vocabulary is data"): their words folded as
 * their own search engines fold them, their pages found by their menus' words, their posts told apart by their
 * titles, and their events read by the same rules as every other language's.
 */

const ctx = (name: string): ReadingContext => ({
  company: { name, founders: [] },
  ownSite: true,
  now: new Date("2026-11-20T09:00:00Z"),
  pageKind: null,
});
const typed = (name: string, text: string) =>
  readText(text, ctx(name))
    .readings.filter((r) => r.counted)
    .map((r) => r.type);
const dropped = (name: string, text: string) =>
  readText(text, ctx(name))
    .readings.filter((r) => !r.counted)
    .map((r) => r.why);

describe("folding Arabic, Vietnamese and Thai", () => {
  it("drops Arabic's optional marks and writes its letters one way, its digits as digits", () => {
    expect(foldText("أعلنت")).toBe(foldText("اعلنت"));
    expect(foldText("مديرةً ماليةً")).toBe("مديره ماليه");
    expect(foldText("١٢ عامًا")).toBe("12 عاما");
    expect(foldText("على")).toBe("علي");
  });

  it("keeps a word's marks in the word, so a vowel sign does not cut it in two", () => {
    expect(words("تنضم إلى جمعيتي مديرةً")).toEqual(["تنضم", "الي", "جمعيتي", "مديره"]);
    expect(words("Trần Quốc Bảo rời công ty")).toEqual(["tran", "quoc", "bao", "roi", "cong", "ty"]);
  });

  it("splits Thai, written without spaces, into its words, and keeps its vowels whole when folded", () => {
    expect(words("ระดมทุนรอบ Series A")).toEqual(["ระดม", "ทุน", "รอบ", "series", "a"]);
    expect(words("ลาออกจากตำแหน่ง")).toEqual(["ลา", "ออก", "จาก", "ตำแหน่ง"]);
  });
});

describe("events in Arabic, Vietnamese and Thai", () => {
  it("a round, an acquisition, a hire, a cut and a closing in Arabic are the company's", () => {
    const t = (s: string) => typed("جمعيتي", s);
    expect(t("أعلنت جمعيتي عن إغلاق جولة تمويلية من الفئة A بقيمة 12 مليون دولار.")).toContain("fundraising");
    expect(t("جمعيتي تستحوذ على منصة دفتر للمحاسبة.")).toContain("corporate_event");
    expect(t("يسعدنا أن نعلن انضمام هبة منصور إلى جمعيتي في منصب المديرة المالية.")).toContain("leadership_change");
    expect(t("قررنا تسريح 40 موظفًا من فريقنا.")).toContain("corporate_event");
    expect(t("قررت جمعيتي إيقاف عملياتها في مصر نهاية الشهر.")).toContain("corporate_event");
    expect(t("وقعت جمعيتي اتفاقية شراكة مع بنك مصر.")).toContain("customer_partnership");
  });

  it("a round, a departure, a sale and a cut in Vietnamese are the company's", () => {
    const t = (s: string) => typed("Hocvui", s);
    expect(t("Hocvui gọi vốn thành công 3 triệu USD trong vòng Series A.")).toContain("fundraising");
    expect(t("Anh Bảo, đồng sáng lập và CTO của Hocvui, sẽ rời công ty vào ngày 30/11/2026.")).toContain(
      "leadership_change",
    );
    expect(t("Hocvui đã được mua lại bởi Tập đoàn Sao Mai.")).toContain("corporate_event");
    expect(t("Hocvui cắt giảm 30% nhân sự để kéo dài thời gian hoạt động.")).toContain("corporate_event");
    expect(t("Hocvui chính thức ra mắt ứng dụng luyện phát âm.")).toContain("product_update");
  });

  it("a round and an appointment in Thai are the company's", () => {
    expect(typed("Khaosuay", "Khaosuay ประกาศระดมทุนรอบ Series A มูลค่า 10 ล้านดอลลาร์")).toContain("fundraising");
    expect(typed("Khaosuay", "Khaosuay แต่งตั้งนายสมชายเป็นประธานเจ้าหน้าที่บริหาร")).toContain("leadership_change");
  });

  it("a denial, a question or a plan in those languages asserts nothing", () => {
    expect(typed("جمعيتي", "هل تستحوذ جمعيتي على منصة دفتر؟")).toEqual([]);
    expect(dropped("جمعيتي", "هل تستحوذ جمعيتي على منصة دفتر؟")).toEqual(["a question, not a statement"]);
    expect(typed("جمعيتي", "نفت جمعيتي أي استحواذ على الشركة.")).toEqual([]);
    expect(typed("جمعيتي", "تخطط جمعيتي لإغلاق جولة تمويلية العام المقبل.")).toEqual([]);
    expect(typed("Hocvui", "Hocvui không gọi vốn thành công như tin đồn.")).toEqual([]);
    expect(typed("Hocvui", "Hocvui phủ nhận việc đã được mua lại bởi Sao Mai.")).toEqual([]);
    expect(typed("Hocvui", "Hocvui có kế hoạch ra mắt ứng dụng mới vào năm sau.")).toEqual([]);
  });

  it("a product named as available in French is launched; its support available is not", () => {
    expect(typed("Brume", "Brume-7B est disponible en poids ouverts.")).toContain("product_update");
    expect(typed("Brume", "Le support est disponible en français.")).toEqual([]);
  });

  it("a round the press circulated, or one the company seeks, is no round in Arabic either", () => {
    const denial =
      "تداولت بعض المواقع خلال الأيام الماضية أخباراً عن جولة تمويل جديدة بقيادة صندوق خليجي، وهذه الأخبار غير دقيقة.";
    expect(typed("مشحون", denial)).toEqual([]);
    expect(typed("مشحون", "تسعى مشحون إلى إغلاق جولة تمويل من الفئة A العام المقبل.")).toEqual([]);
  });

  it("a statement about what some sites circulated, titled so, asserts none of it", () => {
    expect(typed("مشحون", "بيان توضيحي بشأن ما تداولته بعض المواقع حول استحواذ على الشركة")).toEqual([]);
    expect(typed("مشحون", "وتؤكد مشحون أن هذه الأنباء عارية تمامًا عن الصحة بشأن الاستحواذ.")).toEqual([]);
  });

  it("two organisations joined by “và” with Vietnamese's “Tập đoàn” before the other's name: the company acts", () => {
    const text = "Công ty TNHH Nông Trại Số và Tập đoàn Phúc Sinh đã ký kết thỏa thuận hợp tác chiến lược.";
    expect(typed("Nông Trại Số", text)).toContain("customer_partnership");
  });

  it("“we” in Vietnamese and Arabic is the company; a name that is another language's “never” negates nothing", () => {
    expect(typed("Hocvui", "Chúng tôi đã cắt giảm 30% nhân sự.")).toContain("corporate_event");
    expect(typed("جمعيتي", "قررنا تسريح 40 موظفًا من فريقنا.")).toContain("corporate_event");
    // "Mai" is a Vietnamese name, "neu" German for "new", "tak" Polish for "yes": none negates or supposes.
    expect(typed("Hocvui", "Nguyễn Thị Mai Anh, CEO của Hocvui: Hocvui gọi vốn thành công.")).toContain("fundraising");
    expect(typed("Lokaal", "Neu: Lokaal sammelt 4 Mio. Euro ein.")).toContain("fundraising");
    expect(typed("Lokaal", "Tak, Lokaal pozyskał 10 mln zł w rundzie seed.")).toContain("fundraising");
  });

  it("an expansion names its place in Arabic and Vietnamese", () => {
    expect(typed("جمعيتي", "تعلن جمعيتي التوسع في السعودية.")).toContain("corporate_event");
    expect(typed("Hocvui", "Hocvui mở rộng sang thị trường Thái Lan.")).toContain("corporate_event");
  });
});

describe("places in Arabic, Vietnamese and Indonesian", () => {
  it("are read though Arabic has no capitals, and Vietnamese and Indonesian names are their countries", () => {
    expect(placeOf("الرياض")).toMatchObject({ country: "SA" });
    expect(placeOf("القاهرة، مصر")).toMatchObject({ country: "EG", city: "cairo" });
    expect(placeOf("TP. Hồ Chí Minh")).toMatchObject({ country: "VN" });
    expect(placeOf("Jakarta, Indonesia")).toMatchObject({ country: "ID" });
    expect(placesIn("Arab Saudi dan Mesir").map((p) => p.place.country)).toEqual(["SA", "EG"]);
    // A lower-case Latin word is still no place: "china" the dishes.
    expect(placesIn("fine china")).toEqual([]);
  });
});

describe("the pages of sites in Arabic, Vietnamese and Thai", () => {
  it("are found by their menus' words and their paths, an Arabic path as its site wrote it", () => {
    const home = "https://hocvui.example/";
    for (const [path, text] of [
      ["/tin-tuc", "Tin tức"],
      [`/${encodeURIComponent("الأخبار")}`, "الأخبار"],
      ["/news-th", "ข่าวสาร"],
      ["/siaran-pers", "Siaran Pers"],
    ]) {
      const found = discoverPages({ links: [{ url: new URL(path!, home).href, text: text! }], feeds: [] }, home);
      expect(found.news[0], text).toBe(new URL(path!, home).href);
    }
    const team = discoverPages({ links: [{ url: `${home}doi-ngu`, text: "Đội ngũ" }], feeds: [] }, home);
    expect(team.team).toContain(`${home}doi-ngu`);
    const careers = discoverPages({ links: [{ url: `${home}jobs-ar`, text: "وظائف" }], feeds: [] }, home);
    expect(careers.careers).toContain(`${home}jobs-ar`);
  });

  it("tells two posts with titles in Arabic apart, so the new one is news", () => {
    expect(titleKey("هبة منصور تنضم إلى جمعيتي")).not.toBe(titleKey("جمعيتي توصل لمليون جمعية"));
    expect(slugOf("جمعيتي توصل لمليون جمعية")).toBe("جمعيتي-توصل-لمليون-جمعيه");
    const news = (titles: string[]): SnapshotPage => ({
      kind: "blog",
      url: "https://gameyati.example/news",
      ok: true,
      fetchable: true,
      items: titles.map((title) => ({
        key: titleKey(title),
        title,
        url: `https://gameyati.example/news#${slugOf(title)}`,
        publishedAt: null,
        text: "",
      })),
    });
    const old = "جمعيتي توصل لمليون جمعية";
    const hire = "هبة منصور تنضم إلى جمعيتي مديرةً ماليةً";
    const found = newPostsOf([news([old])], [news([hire, old])], { now: new Date("2026-11-20T09:00:00Z") });
    expect(found.map((p) => p.title)).toEqual([hire]);
  });
});
