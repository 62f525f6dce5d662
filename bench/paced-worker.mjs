// An open-loop load generator, run in a child process like load-worker.mjs: requests are due at a steady rate (as
// pages' visitors arrive, whatever the server's pace), spread over a pool of keep-alive connections, and each one's
// latency runs from when it was due, so a request that waited for a free connection counts its wait (no coordinated
// omission). autocannon's own `overallRate` sends each connection's quota in a burst at the start of every second,
// which measures the burst rather than the rate.
// The parent sends {url, connections, duration, rate, headers?, cookies?, drain?} and gets {rps, p50, p99, errors}
// back (ms). With `cookies` (Cookie headers), each request takes the next one in turn. With `drain`, nothing more
// is sent once the time is up, the requests under way are waited for (10 s at most), and the answer also gives
// `sent`, `acked` (2xx answers, warm-up included) and `ackedBy` (2xx answers per cookie): what an ingest bench
// compares with what the server counted.
import { once } from 'node:events';
import net from 'node:net';

const [{ url, connections, duration, rate, headers, cookies, drain }] = await once(process, 'message');
const target = new URL(url);
const head =
  `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
  Object.entries(headers ?? {})
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
const requests = cookies
  ? cookies.map((c) => Buffer.from(`${head}cookie: ${c}\r\n\r\n`))
  : [Buffer.from(`${head}\r\n`)];
const ackedBy = new Array(requests.length).fill(0);
let sent = 0;
let acked = 0;
let inFlight = 0;
const WARM_UP_MS = 1000;

const latencies = [];
let errors = 0;
let counted = 0;
let due = 0;
const backlog = [];
const idle = [];
const start = performance.now();
const end = start + WARM_UP_MS + duration * 1000;

function connection() {
  const socket = net.connect({ host: target.hostname, port: Number(target.port), noDelay: true });
  let buffered = Buffer.alloc(0);
  let dueAt = 0;
  let which = 0;
  const self = {
    send(at) {
      dueAt = at;
      which = sent % requests.length;
      sent += 1;
      inFlight += 1;
      socket.write(requests[which]);
    },
  };
  socket.on('data', (chunk) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    const head = buffered.indexOf('\r\n\r\n');
    if (head < 0) return;
    const text = buffered.subarray(0, head).toString('latin1');
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(text)?.[1] ?? 0);
    if (buffered.length < head + 4 + length) return;
    buffered = buffered.subarray(head + 4 + length);
    const now = performance.now();
    inFlight -= 1;
    if (text.startsWith('HTTP/1.1 2')) {
      acked += 1;
      ackedBy[which] += 1;
    }
    if (dueAt >= start + WARM_UP_MS && now <= end) {
      latencies.push(now - dueAt);
      counted += 1;
      if (!text.startsWith('HTTP/1.1 2')) errors += 1;
    }
    const next = now <= end || !drain ? backlog.shift() : undefined;
    if (next !== undefined) self.send(next);
    else idle.push(self);
  });
  socket.on('error', () => (errors += 1));
  socket.once('connect', () => idle.push(self));
  return socket;
}

const sockets = Array.from({ length: connections }, connection);
await new Promise((resolve) => setTimeout(resolve, 200));
const origin = performance.now();
await new Promise((resolve) => {
  const timer = setInterval(() => {
    const now = performance.now();
    if (now > end) {
      clearInterval(timer);
      resolve();
      return;
    }
    // Every request due by now is sent, on an idle connection, or as soon as one is free.
    while (origin + (due * 1000) / rate <= now) {
      const at = origin + (due * 1000) / rate;
      due += 1;
      const free = idle.pop();
      if (free) free.send(at);
      else backlog.push(at);
    }
  }, 1);
});
const unsent = backlog.length;
if (drain) {
  backlog.length = 0;
  const until = performance.now() + 10_000;
  while (inFlight > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
}
for (const socket of sockets) socket.destroy();
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
process.send({
  rps: counted / duration,
  p50: Number(at(0.5).toFixed(2)),
  p99: Number(at(0.99).toFixed(2)),
  // Requests never answered in time count as errors too.
  errors: errors + (drain ? unsent + inFlight : backlog.length),
  ...(drain ? { sent, acked, ackedBy, unsent, unanswered: inFlight } : {}),
});
process.disconnect();
