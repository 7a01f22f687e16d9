// Clean-up for the load benches: throw-away folders, databases and child processes go
// whatever happens, also on Ctrl-C.

/** Functions run in reverse order of registration by cleanUp(). */
export const cleanups = [];

export async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`clean-up failed: ${error.message}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}
