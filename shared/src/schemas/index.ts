export * from './fieldErrors';
export * from './report';
