export * from './routeTable';
export * from './pageNames';
