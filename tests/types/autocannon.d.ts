// The few fields of autocannon's result scripts/bench/api.ts reads (the package ships no types).
declare module "autocannon" {
  type Options = { url: string; headers?: Record<string, string>; connections?: number; duration?: number; timeout?: number };
  type Result = { latency: { p50: number; p99: number }; requests: { average: number }; non2xx: number };
  export default function autocannon(options: Options): Promise<Result>;
}
