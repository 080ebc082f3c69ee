import { readFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  load: string;
}

export function machine(): Machine {
  let load = "";
  try {
    load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  } catch {
    load = "n/a";
  }
  return {
    cpu: cpus()[0]?.model.trim() ?? "unknown",
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    load,
  };
}

export function packageVersion(name: string): string {
  try {
    return (require(`${name}/package.json`) as { version: string }).version;
  } catch {
    // Packages whose exports hide package.json: read it from node_modules.
    try {
      return (
        JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), "utf8")) as {
          version: string;
        }
      ).version;
    } catch {
      return "unknown";
    }
  }
}

/** Resident set size of a process in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** A process and all its descendants (npm → sh → node …), from /proc. */
export function processTree(pid: number): number[] {
  const out = [pid];
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    for (const c of children) out.push(...processTree(c));
  } catch {
    // gone
  }
  return out;
}

/** CPU time (user + system) a process has used, in ms; 0 when it is gone. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(rest[11]) + Number(rest[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** CPU ms of several processes, by pid (processes that are gone are left out). */
export function cpuByPid(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const p of pids) {
    const ms = cpuMs(p);
    if (ms > 0) out.set(p, ms);
  }
  return out;
}

/**
 * CPU used between two readings; a process that appeared meanwhile counts from zero, one that
 * ended meanwhile is not counted (its last reading is lost with it).
 */
export function cpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
