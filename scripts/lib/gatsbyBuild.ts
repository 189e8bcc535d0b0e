import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";

/** The 1-minute load average (other jobs share the machine a build is timed on). */
const load1 = () => Number(loadavg()[0].toFixed(2));

export interface GatsbyRun {
  /** The build's log, without its colour codes. */
  log: string;
  seconds: number;
  /** The 1-minute load average before and after the build. */
  load: [number, number];
  /** With `peakMemory`: GNU time's "Maximum resident set size", the largest process of the build, in MB. */
  peakMemoryMb?: number;
}

/**
 * `gatsby build` in the project or a copy of it at `dir` (never `gatsby clean`: a copy starts without .cache and
 * public/, a rebuild keeps them), with the gatsby of `dir`'s node_modules, with exactly the environment `env`, its
 * output in `log` (a path, from `dir` when relative). Asynchronous, so the stand-in servers of the calling process
 * answer while it runs. Throws with the log's end when the build fails.
 */
export async function gatsbyBuild(
  dir: string,
  env: NodeJS.ProcessEnv,
  log: string,
  { peakMemory = false }: { peakMemory?: boolean } = {},
): Promise<GatsbyRun> {
  const logFile = path.resolve(dir, log);
  const timeLog = path.join(dir, "time.log");
  const gatsby = path.join(dir, "node_modules/.bin/gatsby");
  const command = ["sh", "-c", `"$0" build > "$1" 2>&1`, gatsby, logFile];
  const [program, ...args] = peakMemory ? ["/usr/bin/time", "-v", "-o", timeLog, ...command] : command;
  const started = process.hrtime.bigint();
  const loadBefore = load1();
  const status = await new Promise<number | null>((resolve) =>
    spawn(program, args, { cwd: dir, env, stdio: "ignore" }).on("close", resolve),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  // eslint-disable-next-line no-control-regex
  const text = readFileSync(logFile, "utf8").replace(/\u001b\[[0-9;]*m/g, "");
  if (status !== 0) throw new Error(`gatsby build failed (${status}) in ${dir}:\n${text.slice(-3000)}`);
  const peakKb = peakMemory
    ? Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(readFileSync(timeLog, "utf8"))?.[1] ?? 0)
    : undefined;
  return {
    log: text,
    seconds,
    load: [loadBefore, load1()],
    ...(peakKb !== undefined && { peakMemoryMb: peakKb / 1024 }),
  };
}
