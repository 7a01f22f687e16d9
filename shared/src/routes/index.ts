export * from './routeTable';
export * from './pageContract';
