import { sql } from "kysely";
import type { Db } from "../../src/db/database";

/**
 * Bulk insert: each batch travels as one JSON document and is unpacked by `json_to_recordset`,
 * so tens of thousands of rows cost one round trip and one native JSON.stringify per batch on
 * either driver (array parameters, by contrast, are escaped element by element in JavaScript).
 * JSON arrays become `text[]` and nested objects `jsonb` through the record's column types.
 */
export type ColumnType = "uuid" | "text" | "int" | "float8" | "bool" | "timestamptz" | "jsonb" | "text[]";
export type Value = string | number | boolean | Date | null | readonly string[] | object;

export async function insertRows(
  db: Db,
  table: string,
  columns: [name: string, type: ColumnType][],
  rows: Value[][],
  batch = 5000,
): Promise<void> {
  const colList = columns.map(([n]) => n).join(", ");
  const recordType = columns.map(([n, t]) => `${n} ${t}`).join(", ");
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch).map((r) => Object.fromEntries(columns.map(([n], i) => [n, r[i] ?? null])));
    await sql`insert into ${sql.raw(table)} (${sql.raw(colList)})
      select ${sql.raw(colList)} from json_to_recordset(${JSON.stringify(chunk)}::json) as x(${sql.raw(recordType)})`.execute(db);
  }
}
