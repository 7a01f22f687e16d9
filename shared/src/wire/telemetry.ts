// Wire shapes of the telemetry calls, as zod schemas with their types inferred.
export {};
