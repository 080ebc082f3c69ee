import type { Vocabulary } from "./vocabulary";

/**
 * Thai, as the platform's ICU word segmenter splits it (src/text: "ระดมทุนรอบซีรีส์เอ" is ระดม ทุน รอบ …): Thai writes
 * no spaces between words, so a phrase is the segmenter's words in a row.
 */
export const TH: Vocabulary = [
  // "ระดมทุนรอบ Series A มูลค่า 10 ล้านดอลลาร์", "ได้รับเงินลงทุน"
  ["fundraising", 3, "ระดม ทุน"],
  ["fundraising", 3, "ได้ รับ เงิน ลงทุน"],
  ["fundraising", 3, "รอบ series|seed|ซี"],
  // An acquisition, a merger, a new name, a closing, a team cut
  ["corporate_event", 3.5, "เข้า ซื้อ ~1 กิจการ|หุ้น"],
  ["corporate_event", 3.5, "ควบ รวม"],
  ["corporate_event", 3.5, "เปลี่ยน ชื่อ"],
  ["corporate_event", 3.5, ["ปิด ~1 กิจการ", "ยุติ ~1 ให้ บริการ"]],
  ["corporate_event", 3.5, ["เลิก จ้าง", "ปลด พนักงาน"]],
  ["corporate_event", 3.5, "ล้ม ละลาย"],
  ["corporate_event", 2.5, "ขยาย ธุรกิจ|ตลาด ~3 ไป"],
  ["corporate_event", 3, "ได้ รับ ~2 ใบ อนุญาต"],
  // A leader in or out: "แต่งตั้ง … เป็นประธานเจ้าหน้าที่บริหาร", "ลาออก"
  ["leadership_change", 3.5, "แต่ง ตั้ง"],
  ["leadership_change", 3, "ลา ออก"],
  ["leadership_change", 3, ["ซี อี โอ คน ใหม่", "ประธาน เจ้า หน้าที่ บริหาร คน ใหม่"]],
  // A partner: "ร่วมมือกับ", "จับมือกับ", "ลงนามบันทึกความเข้าใจ"
  ["customer_partnership", 3, "ร่วม|จับ มือ กับ"],
  ["customer_partnership", 3, "ลง นาม"],
  ["customer_partnership", 3, "พันธมิตร"],
  ["product_update", 2.5, "เปิด ตัว"],
];
