export * from './envelope';
export * from './pages';
export * from './services';
export * from './reports';
export * from './auth';
export * from './catalog';
export * from './booking';
