// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number
    p50: number
    p99: number
  }
  export interface Result {
    requests: Histogram & { total: number }
    latency: Histogram & { max: number }
    non2xx: number
    errors: number
    timeouts: number
    duration: number
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    /** a number of requests to send instead of a duration */
    amount?: number
    headers?: Record<string, string>
  }
  export default function autocannon(options: Options): Promise<Result>
}
