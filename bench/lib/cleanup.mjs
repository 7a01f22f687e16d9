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

/**
 * Runs a bench's `main`, which resolves true when its figures are valid, then cleans up whatever
 * happened; the exit code says whether it succeeded. An error still ends the bench as an error,
 * after the clean-up.
 */
export async function runAndCleanUp(main) {
  let succeeded;
  try {
    succeeded = await main();
  } finally {
    await cleanUp();
  }
  process.exitCode = succeeded ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}
