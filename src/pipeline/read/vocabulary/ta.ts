import type { Vocabulary } from "./vocabulary";

/** Tamil ("அறிமுகமாகிறது": is introduced; "முதலீடு திரட்டியுள்ளது": has raised investment). */
export const TA: Vocabulary = [
  ["fundraising", 3, ["முதலீடு|நிதி திரட்டியுள்ளது|திரட்டியது|திரட்டினோம்", "முதலீடு|நிதி பெற்றுள்ளது|பெற்றது"]],
  ["product_update", 2.5, "அறிமுகமாகிறது|அறிமுகமானது"],
  ["product_update", 2.5, "அறிமுகப்படுத்துகிறோம்|அறிமுகப்படுத்தியுள்ளது|அறிமுகப்படுத்தியது"],
  ["corporate_event", 3.5, "கையகப்படுத்தியுள்ளது|கையகப்படுத்தியது"],
];
