export * from './fieldErrors';
export * from './common';
export * from './id';
export * from './report';
export * from './auth';
export * from './partner';
export * from './booking';
export * from './workArea';
