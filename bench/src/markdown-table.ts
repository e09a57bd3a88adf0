/** Column alignment in a markdown table. */
export type Align = 'left' | 'right';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * A GitHub-flavoured markdown table. Cells are padded to their column's width
 * so the table also reads well as plain text in a terminal.
 */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[] = []): string {
  const all = [headers, ...rows].map((row) => headers.map((_, i) => cell(row[i] ?? '')));
  const widths = headers.map((_, i) => Math.max(3, ...all.map((row) => row[i]!.length)));
  const pad = (text: string, i: number) => (align[i] === 'right' ? text.padStart(widths[i]!) : text.padEnd(widths[i]!));
  const line = (row: readonly string[]) => `| ${row.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (align[i] === 'right' ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(all[0]!), rule, ...all.slice(1).map(line)].join('\n');
}
