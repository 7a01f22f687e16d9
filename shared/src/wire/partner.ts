// Wire shapes of the partner calls, as zod schemas with their types inferred.
export {};
