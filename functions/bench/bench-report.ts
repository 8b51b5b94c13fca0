// What the benchmarks report of their runs, in one place so that every table's "median" means the same
// (the upper middle of an even count) and their sizes and tables read alike.
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

export const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** A Markdown table of `rows` under `head`, printed as the benchmark notes hold them. */
export function printTable(head: string[], rows: string[][]): void {
  console.log(`| ${head.join(' | ')} |`)
  console.log(`| ${head.map(() => '---').join(' | ')} |`)
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}
