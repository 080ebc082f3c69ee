import type { Vocabulary } from "./vocabulary";

/** Bengali ("বিনিয়োগ পেয়েছে": has received investment; "তহবিল সংগ্রহ করেছে": has raised funds). */
export const BN: Vocabulary = [
  ["fundraising", 3, ["বিনিয়োগ পেয়েছে|পেল|পেয়েছি|পেলো|পাচ্ছে", "তহবিল সংগ্রহ ~2 করেছে|করেছি|করল|করলো"]],
  ["fundraising", 3, "সিরিজ এ|বি|সি রাউন্ড|রাউন্ডে"],
  ["fundraising", 3, "সিড|প্রি-সিড রাউন্ড|রাউন্ডে"],
  ["product_update", 2.5, ["চালু করেছে|করেছি|করল|হলো", "নিয়ে এলো|এসেছে|এসেছি"]],
  ["corporate_event", 3.5, "অধিগ্রহণ করেছে|করেছি|করল"],
];
