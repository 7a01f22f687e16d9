/** The SQLSTATE of a database error; drizzle wraps driver errors, so the causes are read too. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === '23505';
}

/**
 * Refusals the database gives because of what a client sent, not because the server is broken:
 * a number beyond the column's range, text that is not a number where one is needed, and text
 * PostgreSQL cannot store (a NUL character). The boundary should catch them first; this keeps
 * one that slips through a 422 instead of a 500.
 */
const INPUT_REFUSALS: Record<string, string> = {
  '22003': 'A number is out of range.',
  '22P02': 'A value has the wrong format.',
  '22021': 'Text must not contain a NUL character.',
  '22P05': 'Text must not contain a NUL character.',
};

export function inputRefusalMessage(error: unknown): string | null {
  const code = databaseErrorCode(error);
  return code === undefined ? null : (INPUT_REFUSALS[code] ?? null);
}
