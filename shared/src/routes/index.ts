export * from './routeTable';
export * from './pageNames';
export * from './releasedRoutes';
