import type { Vocabulary } from "./vocabulary";

/** Hindi ("निवेश जुटाया": raised investment; "फंडिंग हासिल की": secured funding; "लॉन्च किया": launched). */
export const HI: Vocabulary = [
  ["fundraising", 3, ["निवेश|फंडिंग|पूंजी जुटाया|जुटाई|जुटाए|जुटाने", "निवेश|फंडिंग हासिल की|किया"]],
  ["fundraising", 3, "सीरीज ए|बी|सी राउंड|दौर"],
  ["product_update", 2.5, ["लॉन्च किया|की|किए|कर दिया", "पेश किया|की|करते"]],
  ["corporate_event", 3.5, "अधिग्रहण किया|कर लिया"],
];
