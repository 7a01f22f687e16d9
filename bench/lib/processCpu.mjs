// CPU time used by given processes, from Linux's /proc: how a bench tells what one booking costs
// each side (server, PostgreSQL, the load generator) whatever else shares the machine. A figure
// per second depends on what else runs; CPU milliseconds per booking hardly do.
import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on nearly every Linux). */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** user + system CPU of one process in ms, or 0 when it is gone (or this is not Linux). */
export async function processCpuMs(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** The process and all its descendants (tsx runs the server as a child of its own). */
async function processTree(pid) {
  const found = [pid];
  for (let index = 0; index < found.length; index += 1) {
    try {
      const tasks = await readFile(`/proc/${found[index]}/task/${found[index]}/children`, 'utf8');
      for (const child of tasks.trim().split(/\s+/).filter(Boolean)) found.push(Number(child));
    } catch {
      // gone, or not Linux
    }
  }
  return found;
}

/** CPU ms used so far by the process tree under `pid` together. */
export async function treeCpuMs(pid) {
  const pids = await processTree(pid);
  const times = await Promise.all(pids.map(processCpuMs));
  return times.reduce((sum, each) => sum + each, 0);
}

/** CPU ms used so far by each of these processes (PostgreSQL's backends of one database). */
export async function cpuMsByProcess(pids) {
  return new Map(await Promise.all(pids.map(async (pid) => [pid, await processCpuMs(pid)])));
}
