export * from './fieldErrors';
export * from './common';
export * from './report';
export * from './auth';
export * from './employee';
export * from './booking';
