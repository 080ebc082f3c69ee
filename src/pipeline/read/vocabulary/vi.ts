import { phrases, type Vocabulary } from "./vocabulary";

/**
 * Vietnamese, folded: tones and marks dropped, "đ" is "d" ("gọi vốn thành công" is "goi von thanh cong"). Its words
 * are syllables written apart, most of them two ("nhân sự"), so its tables are written with `phrases`.
 */
export const VI: Vocabulary = [
  // "gọi vốn thành công 5 triệu USD", "hoàn tất vòng gọi vốn Series A", "nhận khoản đầu tư", "rót vốn vào"
  ["fundraising", 3, phrases(["goi von", "huy dong von"], "thanh cong")],
  ["fundraising", 3, phrases("vong ?tien", ["goi von", "hat giong", "series|seed"])],
  [
    "fundraising",
    3,
    phrases(["goi duoc", "huy dong duoc", "nhan duoc", "khep lai", "hoan tat", "rot"], "~6 trieu|ty usd|dong|do"),
  ],
  ["fundraising", 3, ["rot von", "nhan ?duoc khoan|von dau tu"]],
  ["fundraising", 1.5, ["dan dat boi", "do ~4 dan dat"]],
  // A milestone passed: "vượt mốc 2 triệu người nghe", "cán mốc 100.000 khách hàng".
  ["metrics_shared", 3, phrases(["vuot moc", "dat moc", "can moc", "cham moc"], "#number")],
  // An acquisition, a merger: "mua lại", "thâu tóm", "sáp nhập"; a new name: "đổi tên thành".
  [
    "corporate_event",
    3.5,
    [
      ...phrases("mua lai", ["~2 cong ty", "~2 startup", "~2 nen tang", "toan bo", "#name"]),
      "thau tom",
      "bi|duoc mua lai",
      // The buyer named between: "Ví Xanh được Ngân hàng ABC mua lại".
      "bi|duoc #name ~3 mua lai",
    ],
  ],
  ["corporate_event", 3.5, ["sap nhap", "hop nhat voi"]],
  ["corporate_event", 3.5, phrases(["doi ten", "doi thuong hieu"], "~3 thanh")],
  ["corporate_event", 2, phrases(["ten", "thuong hieu"], "moi")],
  // A closing, an insolvency, a team cut: "ngừng hoạt động", "giải thể", "phá sản", "cắt giảm nhân sự".
  ["corporate_event", 3.5, [...phrases(["ngung", "cham dut"], ["hoat dong", "van hanh"]), "giai the", "pha san"]],
  ["corporate_event", 3.5, "dong cua vinh vien"],
  // A service stopped for good: "ngừng cung cấp dịch vụ BếpSố".
  ["corporate_event", 3.5, phrases(["ngung", "cham dut"], "cung cap dich vu")],
  ["corporate_event", 3.5, phrases(["cat giam", "sa thai", "tinh gian"], "~4", ["nhan su", "nhan vien", "lao dong"])],
  ["corporate_event", 3.5, phrases(["cat giam", "sa thai", "tinh gian"], "~4 #percent")],
  // Expansion: "mở rộng sang thị trường Indonesia", "chính thức có mặt tại Thái Lan", "mở văn phòng tại Singapore".
  [
    "corporate_event",
    2.5,
    [
      "mo rong ~3 sang|ra|toi|den ~2 #place",
      "co mat tai #place",
      ...phrases("mo ~2", ["van phong", "chi nhanh"], "~2 tai|o #place"),
    ],
  ],
  // A licence: "được cấp giấy phép", "nhận giấy phép của Ngân hàng Nhà nước".
  ["corporate_event", 3, phrases("cap|nhan ?duoc ~2", ["giay phep"])],
  // A leader in or out: "bổ nhiệm … làm CEO", "giữ vai trò Giám đốc Kỹ thuật", "rời công ty", "từ chức".
  ["leadership_change", 3.5, phrases("bo nhiem ~8", ["lam", "giu chuc", "vao vi tri", "vai tro"])],
  ["leadership_change", 3.5, phrases("gia nhap ~6", ["voi vai tro", "tren cuong vi", "voi cuong vi", "giu chuc vu"])],
  ["leadership_change", 3, ["ceo|cto|cfo|coo|cmo moi", "giam doc ~3 moi"]],
  ["leadership_change", 3, phrases("roi ?khoi", ["cong ty", "vi tri", "chuc vu", "hoi dong"])],
  ["leadership_change", 3, ["tu chuc", "tu nhiem", "roi ghe", "nghi viec"]],
  ["leadership_change", 2.5, "tam quyen"],
  // A partner or a customer: "hợp tác với", "ký kết thỏa thuận", "biên bản ghi nhớ", "bắt tay với".
  ["customer_partnership", 3, ["hop tac chien luoc", "hop tac voi", "bat tay voi|cung", "doi tac chien luoc"]],
  ["customer_partnership", 3, phrases("ky ?ket ~4", ["thoa thuan", "hop dong", "bien ban ghi nho"])],
  ["customer_partnership", 2.5, phrases(["tin chon", "tin dung"], "~6")],
  // A launch: "ra mắt", "chính thức ra mắt", "phát hành phiên bản"; hiring: "đang tuyển dụng".
  ["product_update", 2.5, ["ra mat", "trinh lang"]],
  ["product_update", 2.5, phrases("phat hanh ~2", ["phien ban", "ung dung"])],
  ["hiring", 2, ["dang tuyen ?dung", "tuyen dung gap"]],
];
