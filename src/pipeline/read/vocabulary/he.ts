import type { Vocabulary } from "./vocabulary";

/*
 * Hebrew, as written without vowel points. Its prefixes ("ו" and, "ה" the, "ב" in, "ל" to) are joined to the word
 * they govern, so a verb is matched in the forms a company's post uses ("השקנו", "להשיק") and a noun with `*core*`.
 */
export const HE: Vocabulary = [
  // "גייסה 12 מיליון דולר", "השלמנו סבב גיוס", "סבב סיד בהובלת …"
  ["fundraising", 3, "גייסה|גייס|גייסנו|גייסו|השלימה|השלמנו|מגייסת ~6 #amount"],
  ["fundraising", 3, ["סבב גיוס|השקעה|סיד|הון", "*גיוס הון"]],
  // The company's own launch: "השקנו את …", "שמחים להשיק היום", "זמינה מהיום".
  ["product_update", 2.5, "השקנו|משיקים|משיקה|משיק|השיקה|השיק|להשיק|מציגים|מציגה"],
  ["product_update", 2.5, "זמין|זמינה|זמינים|זמינות מהיום|עכשיו"],
  ["hiring", 2.5, ["אנחנו מגייסים|מגייסות", "דרושים|דרושות"]],
  ["leadership_change", 3, ["מנכ ל|מנכל חדש|חדשה|החדש|החדשה", "מונה|מונתה|מונו ~4 *מנכ*|*סמנכ*|*טכנולוגיות"]],
  // An acquisition either way, a merger, layoffs and a shutdown.
  ["corporate_event", 3.5, ["רכשה|רוכשת|רכשנו|נרכשה|נרכש|נרכשנו", "מיזוג עם", "*רכישת ~2 חברת"]],
  // A purchase completed, and the company now part of its buyer: "השלימה השבוע את רכישת שקדיה", "שקדיה היא חלק
  // מ-Orchardis".
  ["corporate_event", 3.5, ["השלימה|השלימו|השלים|השלמנו|משלימה *4 *רכישת", "היא|הוא|הופכת|הפכה|נהיית ~2 חלק מ"]],
  ["corporate_event", 3.5, ["פיטורים", "מפטרת|פיטרה|מפטרים ~4 #integer", "הפסקת|מפסיקה|מפסיקים ~2 *פעילות"]],
  ["corporate_event", 2.5, "פותחת|פתחה|פתחנו|פותחים ~2 משרד|משרדים|סניף"],
  ["customer_partnership", 3, ["שיתוף|בשיתוף פעולה עם", "חתמה|חתמנו|חותמת|חתמו ~3 הסכם|חוזה|*הסכם"]],
];
