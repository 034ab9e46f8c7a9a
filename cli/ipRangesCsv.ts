// Reads an IP-range CSV for `signalctl ip-ranges import`: a header naming cidr and company_domain
// (company_name optional, other columns ignored), one range per line. Problems are usage errors
// (exit 2) naming the file's line; the values themselves are validated by the service.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { CliError } from './client.js';

export interface CsvRange {
  line: number;
  row: { cidr: string; company_domain: string; company_name: string | null };
}

export function readIpRangesCsv(file: string): CsvRange[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, 2);
  }
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { skip_empty_lines: true, trim: true, bom: true, info: true, relax_column_count: true }) as unknown as typeof records;
  } catch (e) {
    throw new CliError(`${file}: ${(e as Error).message}`, 2);
  }
  const header = (records[0]?.record ?? []).map((c) => c.toLowerCase());
  const col = (name: string) => header.indexOf(name);
  const missing = ['cidr', 'company_domain'].filter((c) => col(c) < 0);
  if (missing.length) throw new CliError(`${file}: the header needs ${missing.join(' and ')} (first line: ${header.join(',') || 'empty'})`, 2);
  if (records.length < 2) throw new CliError(`${file}: no ranges after the header`, 2);
  const [cidr, domain, name] = [col('cidr'), col('company_domain'), col('company_name')];
  return records.slice(1).map(({ record, info }) => ({
    line: info.lines,
    row: { cidr: record[cidr] ?? '', company_domain: record[domain] ?? '', company_name: (name >= 0 && record[name]) || null },
  }));
}
