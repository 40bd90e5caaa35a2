// CPU time a server process spends per request, for one URL under autocannon (20 connections):
// steadier than req/s on a shared machine, where the load generator and other work compete.
//   node apps/platform/bench/cpu-per-request.mjs <server pid> <url> [requests] [Header=value ...]
// e.g. the bare route (bench/bare-server.mjs), then /wps/system/status with Merchant=DEMO.
// Linux only (reads /proc/<pid>/stat). Prints µs of CPU per request, and wall req/s and p99.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [pid, url, amount = '20000', ...pairs] = process.argv.slice(2);
if (!pid || !url) throw new Error('usage: cpu-per-request.mjs <pid> <url> [requests] [H=v ...]');
const headers = Object.fromEntries(pairs.map((pair) => pair.split('=')));
const ticks = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime, in 10 ms ticks
};

await autocannon({ url, headers, connections: 20, amount: 2000 }); // warm up
const before = ticks();
const r = await autocannon({ url, headers, connections: 20, amount: Number(amount), timeout: 10 });
const cpuMs = (ticks() - before) * 10;
console.log(
  `${url}: ${Math.round((cpuMs * 1000) / r.requests.total)} µs CPU/request; ` +
    `${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx`,
);
