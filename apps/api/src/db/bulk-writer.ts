import { getTableColumns } from "drizzle-orm";
import { CasingCache } from "drizzle-orm/casing";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { RawConnection } from "./database.js";

type Row = Record<string, unknown>;

interface TableBuffer {
  table: PgTable;
  keys: string[];
  copyStatement: string;
  lines: string[];
  rowCount: number;
}

const casing = new CasingCache("snake_case");

/** Encodes one value in PostgreSQL's COPY text format. */
export function encodeCopyValue(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\\\x${Buffer.from(value).toString("hex")}`;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.replace(/[\\\n\r\t]/g, (char) => {
    if (char === "\\") return "\\\\";
    if (char === "\n") return "\\n";
    if (char === "\r") return "\\r";
    return "\\t";
  });
}

/**
 * Buffers rows per table and writes them with COPY. Flushing writes every table in the order given,
 * so rows always arrive after the rows they reference.
 */
export class BulkWriter {
  private readonly buffers = new Map<PgTable, TableBuffer>();
  private bufferedBytes = 0;
  readonly counts = new Map<string, number>();

  constructor(
    private readonly connection: RawConnection,
    private readonly tableOrder: PgTable[],
    private readonly flushThresholdBytes = 16 * 1024 * 1024,
  ) {}

  async add(table: PgTable, row: Row): Promise<void> {
    const buffer = this.buffers.get(table) ?? this.createBuffer(table, row);
    const line = buffer.keys.map((key) => encodeCopyValue(row[key])).join("\t");
    buffer.lines.push(line);
    buffer.rowCount += 1;
    this.bufferedBytes += line.length + 1;
    if (this.bufferedBytes >= this.flushThresholdBytes) await this.flush();
  }

  async flush(): Promise<void> {
    for (const table of this.tableOrder) {
      const buffer = this.buffers.get(table);
      if (!buffer || buffer.lines.length === 0) continue;
      const payload = `${buffer.lines.join("\n")}\n`;
      buffer.lines = [];
      await this.connection.copyFrom(buffer.copyStatement, payload);
    }
    this.bufferedBytes = 0;
  }

  private createBuffer(table: PgTable, firstRow: Row): TableBuffer {
    if (!this.tableOrder.includes(table)) throw new Error(`Table ${getTableConfig(table).name} has no load order`);
    const columns = getTableColumns(table);
    const keys = Object.keys(firstRow).filter((key) => key in columns);
    const names = keys.map((key) => `"${casing.getColumnCasing(columns[key]!)}"`);
    const tableName = getTableConfig(table).name;
    const buffer: TableBuffer = {
      table,
      keys,
      copyStatement: `COPY "${tableName}" (${names.join(", ")}) FROM STDIN`,
      lines: [],
      rowCount: 0,
    };
    this.buffers.set(table, buffer);
    return buffer;
  }

  /** Rows written per table name. */
  rowCounts(): Record<string, number> {
    const result: Record<string, number> = {};
    for (const buffer of this.buffers.values()) result[getTableConfig(buffer.table).name] = buffer.rowCount;
    return result;
  }
}
