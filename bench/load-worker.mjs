// Runs one autocannon measurement in a child process, so the load generator does not share the event loop of the
// servers it measures (they stay in the parent, side by side). The parent sends {url, connections, duration,
// headers?, paths?, cookies?, randomCookies?} — with `paths` (or `cookies`: Cookie headers), each request takes the
// next one in turn, or with `randomCookies` one of the cookies chosen at random (a pool of visitors) — and gets the
// figures back.
import { once } from 'node:events';
import autocannon from 'autocannon';

const [{ url, connections, duration, headers, paths, cookies, randomCookies }] = await once(
  process,
  'message',
);
let next = 0;
const options = { url, connections, duration, headers: headers ?? {} };
if (paths) options.requests = [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }];
if (cookies) {
  options.requests = [
    {
      setupRequest: (req) => ({
        ...req,
        headers: {
          ...req.headers,
          cookie: randomCookies
            ? cookies[Math.floor(Math.random() * cookies.length)]
            : cookies[next++ % cookies.length],
        },
      }),
    },
  ];
}
const result = await autocannon(options);
process.send({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});
process.disconnect();
