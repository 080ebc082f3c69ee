/*
 * CSV as spreadsheets read and write it (RFC 4180): the exports of every list and the audit log
 * write it, the company import reads it.
 */

/**
 * A CSV field: quoted when it holds a comma, quote or line break. A text a spreadsheet would run as
 * a formula (starting with `=`, `+`, `-`, `@`, a tab or a return: a company or key name is anyone's
 * to choose) is prefixed with `'` (OWASP's advice on CSV injection). Objects are written as JSON.
 */
export function csvField(value: unknown): string {
  let s =
    value === null || value === undefined
      ? ""
      : typeof value === "string"
        ? value
        : typeof value === "number" || typeof value === "boolean"
          ? String(value)
          : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One record, CRLF-terminated. */
export const csvLine = (fields: readonly unknown[]): string => `${fields.map(csvField).join(",")}\r\n`;

/** The first chunk of a file: a byte order mark (so a spreadsheet reads UTF-8) and the header. */
export const csvHeader = (columns: readonly string[]): string => `\uFEFF${csvLine(columns)}`;

export interface ParsedCsv {
  /** Every record, the header first; fields as written (unquoted). Blank lines are skipped. */
  records: string[][];
  /** Set when the text is not CSV (a quote never closed). */
  error: string | null;
}

/**
 * Parses CSV text: quoted fields with doubled quotes and line breaks inside, CRLF, LF or CR line
 * ends, a leading byte order mark. A semicolon-separated file (a spreadsheet in a locale whose
 * decimal mark is the comma writes one) is read as such when its header has semicolons and no comma.
 */
export function parseCsv(text: string): ParsedCsv {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = src.slice(0, src.search(/\r|\n|$/));
  const sep =
    !firstLine.includes(",") && firstLine.includes(";")
      ? ";"
      : firstLine.includes("\t") && !firstLine.includes(",")
        ? "\t"
        : ",";
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    field = "";
    // A line with nothing on it (or only separators) is not a record.
    if (record.some((f) => f.trim() !== "")) records.push(record);
    record = [];
  };
  while (i < src.length) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field.trim() === "") {
      field = "";
      quoted = true;
    } else if (ch === sep) {
      record.push(field);
      field = "";
    } else if (ch === "\r" || ch === "\n") {
      endRecord();
      if (ch === "\r" && src[i + 1] === "\n") i++;
    } else field += ch;
    i++;
  }
  if (quoted) return { records, error: "a quoted field is never closed" };
  if (field !== "" || record.length) endRecord();
  return { records, error: null };
}

/**
 * A CSV download's body from chunks read one at a time; the first is read before answering, so a
 * refusal (thrown by the generator) is an error page, not a broken file. Send it with `csvHeaders`.
 */
export async function csvStream(chunks: AsyncGenerator<string>): Promise<ReadableStream<Uint8Array>> {
  const first = await chunks.next();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** The headers of a CSV download named `fileName`. */
export const csvHeaders = (fileName: string): Record<string, string> => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${fileName}"`,
});
