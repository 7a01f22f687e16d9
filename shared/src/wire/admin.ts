// Wire shapes of the admin calls, as zod schemas with their types inferred.
export {};
