export type * from './envelope';
export type * from './pages';
export type * from './services';
export type * from './reports';
export type * from './auth';
export type * from './catalog';
export type * from './booking';
