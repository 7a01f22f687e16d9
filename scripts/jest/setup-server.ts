// Server tests start PGlite databases: give them time on a 2-core machine.
jest.setTimeout(60_000);
