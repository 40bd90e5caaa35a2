// What the bench prints: one line per measure as it is taken, then the issue's table of
// figures against their budgets. A missed budget is reported, never an error; a broken run
// (a server that does not start, a request that fails) is.

const rows = [];
let broken = 0;

export function line(label, value, note) {
  console.log(`${label.padEnd(46)} ${value}${note === undefined ? '' : `  [${note}]`}`);
}

/** A measure that could not be taken: the run is broken, whatever the figures say. */
export function fail(label, error) {
  broken += 1;
  line(
    `${label}: could not measure`,
    error instanceof Error ? error.message : String(error),
    'ERROR',
  );
}

export const isBroken = () => broken > 0;

/**
 * A row of the closing table. `met` is true, false or undefined (not measured this run, or
 * no budget); `target` says the budget in words.
 */
export function figure(name, measured, target, met) {
  rows.push({ name, measured, target, met });
}

export function printTable() {
  if (rows.length === 0) return;
  const mark = (met) => (met === undefined ? '-' : met ? 'met' : 'MISSED');
  const header = ['figure', 'measured', 'target', 'budget'];
  const cells = rows.map((r) => [r.name, r.measured, r.target, mark(r.met)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const render = (c) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log('');
  console.log(render(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(render(c));
  const missed = rows.filter((r) => r.met === false).length;
  console.log(
    `\n${rows.length} figures, ${missed} over budget${broken ? `; ${broken} measure(s) BROKEN (exit 1)` : ''}`,
  );
}
