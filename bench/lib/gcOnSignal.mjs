// Loaded into a server the bench starts (NODE_OPTIONS=--import): SIGUSR2 runs a full garbage
// collection, so that a heap or RSS figure read just after counts what is alive, not what V8
// has not yet bothered to collect. The server itself is unchanged.
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc');
process.on('SIGUSR2', () => collect());
