// autocannon ships no types; the bench uses a small part of its API.
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  }
  export default function autocannon(options: Record<string, unknown>): Promise<Result>;
}
